/** /admin/coupons (restricted group): create, edit, enable or disable and delete coupons (ADR 0042). */
import { type CouponInput, type CouponSummary, formatMoney, parseDollars } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { formatLongDate } from '../../lib/format';
import { userCan } from '../../lib/permissions';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { fetchPrograms } from '../programs/programs.api';
import { billingKey, deleteCoupon, fetchCoupons, saveCoupon, setCouponEnabled } from './billing.api';

const couponsKey = [...billingKey, 'coupons'] as const;
const valueText = (c: Pick<CouponSummary, 'kind' | 'value'>) =>
  c.kind === 'PERCENT' ? `${c.value}% off` : `${formatMoney(c.value)} off`;

function CouponDialog({ coupon, onClose }: { coupon: CouponSummary | null; onClose: () => void }) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<CouponInput['kind']>(coupon?.kind ?? 'PERCENT');
  const [value, setValue] = useState(
    coupon ? (coupon.kind === 'PERCENT' ? String(coupon.value) : (coupon.value / 100).toFixed(2)) : '',
  );
  const [expires, setExpires] = useState(coupon?.expiresAt ? coupon.expiresAt.slice(0, 10) : '');
  const [maxUses, setMaxUses] = useState(coupon?.maxUses ? String(coupon.maxUses) : '');
  const [perPerson, setPerPerson] = useState(coupon?.maxUsesPerPerson ? String(coupon.maxUsesPerPerson) : '');
  const [programKeys, setProgramKeys] = useState<string[]>(coupon?.programs.map((p) => p.key) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const programs = useQuery({
    queryKey: ['programs', 'all-for-coupons'],
    queryFn: async () => (await fetchPrograms(1, 100)).items,
  });
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const amount = kind === 'PERCENT' ? Number(value) : parseDollars(value);
      const count = (text: string) => (text.trim() ? Number(text) : null);
      return saveCoupon(
        {
          code: code.trim().toUpperCase(),
          kind,
          value: Number.isFinite(amount) && amount !== null ? Math.round(amount) : 0,
          // The coupon works through the whole chosen day.
          expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
          maxUses: count(maxUses),
          maxUsesPerPerson: count(perPerson),
          programKeys,
          enabled: coupon?.enabled ?? true,
        },
        coupon?.key,
      );
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: couponsKey });
      onClose();
    },
    onError: (error) =>
      isApiError(error) && error.fields ? setErrors(error.fields) : toast.error((error as Error).message),
  });
  return (
    <Modal open onClose={onClose} title={coupon ? `Edit ${coupon.code}` : 'New coupon'} maxWidth="xs">
      <Stack
        component="form"
        spacing={2}
        noValidate
        sx={{ pt: 1 }}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextField
          label="Code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={Boolean(errors.code)}
          helperText={errors.code ?? 'Letters, numbers, hyphens; e.g. WELCOME20'}
        />
        <TextField
          select
          label="Discount"
          value={kind}
          onChange={(e) => setKind(e.target.value as CouponInput['kind'])}
        >
          <MenuItem value="PERCENT">Percentage</MenuItem>
          <MenuItem value="AMOUNT">Amount (USD)</MenuItem>
        </TextField>
        <TextField
          label={kind === 'PERCENT' ? 'Percent off' : 'Amount off (USD)'}
          required
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(errors.value)}
          helperText={errors.value ?? ' '}
        />
        <TextField
          label="Expires on"
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Leave empty for no expiry"
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Total uses"
            inputMode="numeric"
            value={maxUses}
            onChange={(e) => setMaxUses(e.target.value.replace(/\D/g, ''))}
            error={Boolean(errors.maxUses)}
            helperText={errors.maxUses ?? 'Empty: no limit'}
          />
          <TextField
            label="Uses per person"
            inputMode="numeric"
            value={perPerson}
            onChange={(e) => setPerPerson(e.target.value.replace(/\D/g, ''))}
            error={Boolean(errors.maxUsesPerPerson)}
            helperText={errors.maxUsesPerPerson ?? 'Empty: no limit'}
          />
        </Stack>
        <TextField
          select
          label="Programs"
          value={programKeys}
          onChange={(e) =>
            setProgramKeys(
              typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]),
            )
          }
          slotProps={{ select: { multiple: true } }}
          helperText="None chosen: every program"
        >
          {(programs.data ?? []).map((p) => (
            <MenuItem key={p.key} value={p.key}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {coupon ? 'Save coupon' : 'Create coupon'}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

function EnabledSwitch({ coupon, disabled }: { coupon: CouponSummary; disabled: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setCouponEnabled(coupon.key, enabled),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
  return (
    <Switch
      checked={coupon.enabled}
      disabled={disabled || toggle.isPending}
      onChange={(e) => toggle.mutate(e.target.checked)}
      slotProps={{ input: { 'aria-label': `${coupon.code} enabled` } }}
    />
  );
}

export function CouponsPage() {
  const user = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CouponSummary | null | undefined>(undefined);
  const mayCreate = userCan(user, 'coupons.create');
  const mayEdit = userCan(user, 'coupons.edit');
  const mayDelete = userCan(user, 'coupons.delete');
  const columns: DataGridColumn<CouponSummary>[] = [
    {
      key: 'code',
      header: 'Code',
      render: (c) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
            {c.code}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {valueText(c)}
          </Typography>
        </>
      ),
    },
    {
      key: 'limits',
      header: 'Limits',
      render: (c) => (
        <Typography variant="body2">
          {c.uses} used{c.maxUses ? ` of ${c.maxUses}` : ''}
          {c.maxUsesPerPerson ? ` · ${c.maxUsesPerPerson} per person` : ''}
          {c.expiresAt ? ` · until ${formatLongDate(c.expiresAt)}` : ''}
        </Typography>
      ),
    },
    {
      key: 'programs',
      header: 'Programs',
      render: (c) =>
        c.programs.length ? (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {c.programs.map((p) => (
              <Chip key={p.key} size="small" label={p.title} />
            ))}
          </Stack>
        ) : (
          'All programs'
        ),
    },
    { key: 'enabled', header: 'Enabled', render: (c) => <EnabledSwitch coupon={c} disabled={!mayEdit} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (c) => (
        <Stack direction="row">
          {mayEdit && (
            <IconButton aria-label={`Edit ${c.code}`} onClick={() => setEditing(c)}>
              <EditRounded />
            </IconButton>
          )}
          {mayDelete && (
            <ConfirmDeleteButton
              label={c.code}
              title="Delete coupon"
              message={`Delete the coupon ${c.code}? Invoices that used it keep their discount.`}
              remove={() => deleteCoupon(c.key)}
              onDeleted={() => queryClient.invalidateQueries({ queryKey: couponsKey })}
            />
          )}
        </Stack>
      ),
    },
  ];
  return (
    <ListPage
      title="Coupons"
      action={
        mayCreate && (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
            New coupon
          </Button>
        )
      }
    >
      <DataGrid
        queryKey={couponsKey}
        columns={columns}
        fetcher={(page, limit) => fetchCoupons(undefined, page, limit)}
        getRowId={(c) => c.key}
        ariaLabel="Coupons"
        emptyMessage="No coupons yet."
      />
      {editing !== undefined && <CouponDialog coupon={editing} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}
