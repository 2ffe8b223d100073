/** My Subscriptions' form to subscribe: choose a program and its plan, optionally verify a coupon, then pay. */
import { billingPeriodLabels, formatMoney, type SubscriptionOffer } from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { Empty } from '../../ui/PageSection';
import { useToast } from '../../ui/toast';
import { subscribe, verifyCoupon } from './billing.api';

import { mineKey, useCheckout } from './useCheckout';

export function SubscribeForm({ offers, subscribedToAll }: { offers: SubscriptionOffer[]; subscribedToAll: boolean }) {
  const [programKey, setProgramKey] = useState(offers[0]?.program.key ?? '');
  const offer = offers.find((o) => o.program.key === programKey);
  const [planKey, setPlanKey] = useState('');
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState<{ code: string; totalCents: number; discountCents: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const followCheckout = useCheckout();
  const plan = offer?.plans.find((p) => p.key === planKey) ?? offer?.plans[0];

  const checkCode = useMutation({
    mutationFn: () => verifyCoupon(code.trim().toUpperCase(), plan!.key),
    onSuccess: (answer) => {
      setError(null);
      setDiscount({ ...answer });
    },
    onError: (e) => {
      setDiscount(null);
      setError(isApiError(e) ? (e.fields?.code ?? e.message) : e.message);
    },
  });
  const go = useMutation({
    mutationFn: async () =>
      followCheckout(await subscribe(plan!.key, code.trim() ? code.trim().toUpperCase() : undefined)),
    onError: (e) => {
      const message = isApiError(e) ? (e.fields?.couponCode ?? e.message) : e.message;
      if (isApiError(e) && e.fields?.couponCode) setError(message);
      else toast.error(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });

  if (!offers.length)
    return (
      <Empty>
        {subscribedToAll
          ? 'You are subscribed to every program that has a plan.'
          : 'No program has a plan to subscribe to yet.'}
      </Empty>
    );
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Stack spacing={2}>
          <TextField
            select
            label="Program"
            value={programKey}
            onChange={(e) => {
              setProgramKey(e.target.value);
              setPlanKey('');
              setDiscount(null);
            }}
          >
            {offers.map((o) => (
              <MenuItem key={o.program.key} value={o.program.key}>
                {o.program.title}
              </MenuItem>
            ))}
          </TextField>
          <RadioGroup
            aria-label="Plan"
            value={plan?.key ?? ''}
            onChange={(e) => {
              setPlanKey(e.target.value);
              setDiscount(null);
            }}
          >
            {offer?.plans.map((p) => (
              <FormControlLabel
                key={p.key}
                value={p.key}
                control={<Radio />}
                label={`${p.title} — ${formatMoney(p.priceCents)} ${billingPeriodLabels[p.period].toLowerCase()}`}
              />
            ))}
          </RadioGroup>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Coupon code"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setDiscount(null);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? (discount ? `${formatMoney(discount.discountCents)} off` : ' ')}
              sx={{ flex: 1 }}
            />
            <Button
              onClick={() => checkCode.mutate()}
              disabled={!code.trim() || !plan || checkCode.isPending}
              sx={{ mt: { sm: 1 } }}
            >
              Apply
            </Button>
          </Stack>
          {plan && (
            <Typography>
              To pay: <strong>{formatMoney(discount ? discount.totalCents : plan.priceCents)}</strong>
            </Typography>
          )}
          <Button variant="contained" size="large" disabled={!plan || go.isPending} onClick={() => go.mutate()}>
            Subscribe
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
