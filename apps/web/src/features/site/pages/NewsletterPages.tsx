import { formTexts } from '@chalkline/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PlainButton } from '../../../ui/plain/Button';
import { PlainAlert } from '../../../ui/plain/PlainAlert';
import { ContentSection, PageHero } from '../content/PageHero';
import { confirmNewsletter, leaveNewsletter } from '../website.api';
import styles from './NewsletterPages.module.css';

function Outcome({
  mutation,
}: {
  mutation: { isSuccess: boolean; isError: boolean; data?: { message: string }; error: Error | null };
}) {
  if (mutation.isSuccess) return <PlainAlert severity="success">{mutation.data?.message}</PlainAlert>;
  if (mutation.isError)
    return <PlainAlert severity="error">{mutation.error?.message ?? formTexts.newsletterBadLink}</PlainAlert>;
  return null;
}

/** `/newsletter/confirm?token=…`: the double opt-in's second step, taken when the page opens. */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: confirmNewsletter });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <>
      <PageHero title="Newsletter" />
      <ContentSection>
        {!token ? (
          <PlainAlert severity="error">{formTexts.newsletterBadLink}</PlainAlert>
        ) : (
          <Outcome mutation={confirm} />
        )}
      </ContentSection>
    </>
  );
}

/**
 * `/newsletter/unsubscribe?token=…`: a button, not an automatic change, so mail scanners that open links do not
 * unsubscribe anyone (mail clients use the one-click POST of the List-Unsubscribe header instead).
 */
export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const leave = useMutation({ mutationFn: leaveNewsletter });
  return (
    <>
      <PageHero title="Unsubscribe" />
      <ContentSection>
        <div className={styles.unsubscribe}>
          {!leave.isSuccess && <p className={styles.question}>Stop receiving our mailings at this address?</p>}
          <Outcome mutation={leave} />
          {!leave.isSuccess && (
            <PlainButton variant="contained" disabled={!token || leave.isPending} onClick={() => leave.mutate(token)}>
              Unsubscribe
            </PlainButton>
          )}
        </div>
      </ContentSection>
    </>
  );
}
