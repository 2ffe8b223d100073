import { formTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ContentSection, PageHero } from '../content/PageHero';
import { confirmNewsletter, leaveNewsletter } from '../website.api';

function Outcome({
  mutation,
}: {
  mutation: { isSuccess: boolean; isError: boolean; data?: { message: string }; error: Error | null };
}) {
  if (mutation.isSuccess) return <Alert severity="success">{mutation.data?.message}</Alert>;
  if (mutation.isError) return <Alert severity="error">{mutation.error?.message ?? formTexts.newsletterBadLink}</Alert>;
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
        {!token ? <Alert severity="error">{formTexts.newsletterBadLink}</Alert> : <Outcome mutation={confirm} />}
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
        <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'flex-start' }}>
          {!leave.isSuccess && <Typography>Stop receiving our mailings at this address?</Typography>}
          <Outcome mutation={leave} />
          {!leave.isSuccess && (
            <Button variant="contained" disabled={!token || leave.isPending} onClick={() => leave.mutate(token)}>
              Unsubscribe
            </Button>
          )}
        </Stack>
      </ContentSection>
    </>
  );
}
