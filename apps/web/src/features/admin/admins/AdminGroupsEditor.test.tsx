import { type AdminPermission, adminPermissionGroups, ordinaryPermissions } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminGroupsEditor } from './AdminGroupsEditor';

const box = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

function Harness({
  initial,
  editor,
  onChange,
}: {
  initial: AdminPermission[];
  editor: Parameters<typeof AdminGroupsEditor>[0]['editor'];
  onChange: (next: AdminPermission[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AdminGroupsEditor
      value={value}
      editor={editor}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('AdminGroupsEditor', () => {
  it('offers a master every group with its actions, restricted ones marked', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[]} editor={{ role: 'MASTER' }} onChange={onChange} />);
    for (const group of Object.values(adminPermissionGroups)) {
      const fieldset = within(screen.getByRole('group', { name: group.label }));
      expect(fieldset.queryByText('Restricted') !== null).toBe(group.restricted);
    }
    fireEvent.click(box('Delete coupons'));
    expect(onChange).toHaveBeenLastCalledWith(['coupons.delete', 'coupons.access']);
    expect(box('Coupons').checked).toBe(true);
    fireEvent.click(box('Coupons'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('lets a manager change only ordinary groups they hold, and leaves the rest as it is', () => {
    const onChange = vi.fn();
    const editor = {
      role: 'MANAGER' as const,
      permissions: ['admins.access', 'admins.edit', 'students.access', 'students.create'] as AdminPermission[],
    };
    renderWithProviders(<Harness initial={['coupons.access', 'tutors.access']} editor={editor} onChange={onChange} />);
    // Restricted groups are a master's to give, even the one the manager holds.
    expect(box('Coupons').disabled).toBe(true);
    expect(box('Coupons').checked).toBe(true);
    expect(box('Admin management').disabled).toBe(true);
    // Ordinary groups the manager lacks stay as they are.
    expect(box('Manage tutors').disabled).toBe(true);
    expect(box('Manage tutors').checked).toBe(true);
    expect(box('Delete students').disabled).toBe(true);
    fireEvent.click(box('Create students'));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(
      ['coupons.access', 'students.access', 'students.create', 'tutors.access'].sort(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear ordinary groups' }));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['coupons.access', 'tutors.access']);
  });

  it('gives every ordinary group at once, and none of the restricted ones', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[]} editor={{ role: 'MASTER' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'All ordinary groups' }));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual([...ordinaryPermissions].sort());
    expect(box('Coupons').checked).toBe(false);
  });
});
