import { quizInput } from '@chalkline/contracts';
import type { z } from 'zod';
import { slugFromTitle } from '../programs/TitleSlugFields';

/** The quiz form: the contract's input, with an empty slug meaning "made from the title". */
export const quizFormSchema = quizInput.extend({ slug: slugFromTitle(quizInput.shape.slug) });
export type QuizFormValues = z.input<typeof quizFormSchema>;
