import {
  type AssignmentKind,
  type AssignmentSummary,
  assignmentStatusFilters,
  assignmentStatusLabels,
  canAsAdmin,
} from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GradingRounded from '@mui/icons-material/GradingRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { personName } from '../../lib/people';
import { actorOf, hasStudentSite, userCan } from '../../lib/permissions';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListFilterBar } from '../../ui/filters/ListFilterBar';
import { useListFilters } from '../../ui/filters/listFilters';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { useProgramOptions } from '../programs/useProgramOptions';
import { AssignmentDetails, GradeChip } from './AssignmentDetails';
import { AssignmentForm } from './AssignmentForm';
import { assignmentsKey, deleteAssignment, fetchAssignment, fetchAssignments } from './assignments.api';
import { GradeAssignmentForm } from './GradeAssignmentForm';
import { BesideSubmission, HandInSection } from './HandInSection';
import { HandInStatusChip } from './HandInStatusChip';

/** The address parameters of the link shape `?assignment={key}&student={studentKey}` (platform spec 2.2). */
export const assignmentParam = 'assignment';
export const studentParam = 'student';

const nouns: Record<AssignmentKind, { title: string; one: string }> = {
  class: { title: 'Class Assignments', one: 'class assignment' },
  home: { title: 'Home Assignments', one: 'home assignment' },
};

const statusOptions = assignmentStatusFilters.map((value) => ({ value, label: assignmentStatusLabels[value] }));

type Open = { mode: 'view' | 'grade' | 'edit'; assignment: AssignmentSummary } | { mode: 'record' } | null;

/**
 * Class or home assignments (`/accounts/assignments/class|home`, `/admin/assessments/class|home`): a student sees
 * their own; the program's tutors and admins with the assignments group record, edit, grade and delete.
 */
export function AssignmentsPage({ kind }: { kind: AssignmentKind }) {
  const user = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const linked = params.get(assignmentParam);
  const { filters, set: setFilters, active } = useListFilters(assignmentStatusFilters);
  const [open, setOpen] = useState<Open>(null);
  const noun = nouns[kind];
  const isStudent = user ? hasStudentSite(user) : true;
  const mayRecord = userCan(user, 'assignments.add', ['teaches']);
  const programs = useProgramOptions(user ? canAsAdmin(actorOf(user), 'assignments.read') : false);

  // The linked assignment opens on arrival, once; closing it drops it from the address.
  const linkedQuery = useQuery({
    queryKey: [...assignmentsKey(kind), 'one', linked],
    queryFn: () => fetchAssignment(kind, linked as string),
    enabled: Boolean(linked),
  });
  const shown: Open = open ?? (linked && linkedQuery.data ? { mode: 'view', assignment: linkedQuery.data } : null);
  const close = () => {
    setOpen(null);
    if (linked)
      setParams(
        (p) => {
          p.delete(assignmentParam);
          return p;
        },
        { replace: true },
      );
  };

  const actions = (row: AssignmentSummary) => (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      {isStudent && row.handIn ? (
        <Button size="small" variant="outlined" onClick={() => setOpen({ mode: 'view', assignment: row })}>
          {row.handIn.status === 'NOT_SUBMITTED' ? 'Hand in' : 'Open hand-in'}
        </Button>
      ) : (
        <Tooltip title="View details">
          <IconButton aria-label={`View ${row.title}`} onClick={() => setOpen({ mode: 'view', assignment: row })}>
            <VisibilityRounded />
          </IconButton>
        </Tooltip>
      )}
      {row.mayEdit && (
        <>
          <Tooltip title="Grade">
            <IconButton aria-label={`Grade ${row.title}`} onClick={() => setOpen({ mode: 'grade', assignment: row })}>
              <GradingRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${row.title}`} onClick={() => setOpen({ mode: 'edit', assignment: row })}>
              <EditRounded />
            </IconButton>
          </Tooltip>
        </>
      )}
      {row.mayDelete && (
        <ConfirmDeleteButton
          label={row.title}
          title={`Delete this ${noun.one}?`}
          message={`“${row.title}” of ${personName(row.student)} and its grading will be removed. This cannot be undone.`}
          remove={() => deleteAssignment(kind, row.key)}
          onDeleted={async () => {
            toast.success(`The ${noun.one} was deleted`);
            await queryClient.invalidateQueries({ queryKey: assignmentsKey(kind) });
          }}
        />
      )}
    </Stack>
  );

  const columns: DataGridColumn<AssignmentSummary>[] = [
    { key: 'title', header: 'Title' },
    { key: 'program', header: 'Program', render: (row) => row.program.title },
    ...(isStudent
      ? []
      : [{ key: 'student', header: 'Student', render: (row: AssignmentSummary) => personName(row.student) }]),
    { key: 'assignedAt', header: 'Assigned', render: (row) => formatLongDate(row.assignedAt) },
    {
      key: 'submittedAt',
      header: 'Submitted',
      render: (row) =>
        row.handIn ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <HandInStatusChip status={row.handIn.status} />
            <span>{row.submittedAt ? formatLongDate(row.submittedAt) : `Due ${formatLongDate(row.handIn.dueAt)}`}</span>
          </Stack>
        ) : row.submittedAt ? (
          formatLongDate(row.submittedAt)
        ) : (
          'Not submitted'
        ),
    },
    { key: 'grading', header: 'Grading', render: (row) => <GradeChip assignment={row} /> },
    { key: 'actions', header: 'Actions', align: 'right', render: actions },
  ];

  const titles = {
    view: shown && 'assignment' in shown ? shown.assignment.title : '',
    grade: 'Update Grading',
    edit: `Edit ${noun.one}`,
    record: `Record a ${noun.one}`,
  };

  return (
    <ListPage
      title={noun.title}
      action={
        mayRecord && (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setOpen({ mode: 'record' })}>
            Record assignment
          </Button>
        )
      }
    >
      <ListFilterBar
        name={noun.title.toLowerCase()}
        filters={filters}
        onChange={setFilters}
        searchLabel={isStudent ? 'Search titles and programs' : 'Search titles, programs and students'}
        programs={programs}
        statuses={statusOptions}
        students={!isStudent}
        dateLabel="Assigned"
      />
      {linkedQuery.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {linkedQuery.error.message}
        </Alert>
      )}
      <DataGrid
        queryKey={[...assignmentsKey(kind), filters, linked]}
        columns={columns}
        fetcher={(page, limit) => fetchAssignments(kind, page, limit, { ...filters, assignment: linked })}
        getRowId={(row) => row.key}
        ariaLabel={noun.title}
        emptyMessage={active ? `No ${noun.one}s match these filters.` : `No ${noun.one}s yet.`}
      />
      <Modal
        open={shown !== null}
        onClose={close}
        title={shown ? titles[shown.mode] : ''}
        maxWidth={shown && 'assignment' in shown && shown.assignment.handIn && shown.mode !== 'edit' ? 'md' : 'sm'}
      >
        {(closeModal) => {
          if (!shown) return null;
          const done = () => {
            closeModal();
          };
          if (shown.mode === 'record')
            return (
              <AssignmentForm
                kind={kind}
                onSaved={() => {
                  toast.success(`The ${noun.one} was recorded`);
                  done();
                }}
                onCancel={done}
              />
            );
          if (shown.mode === 'edit')
            return (
              <AssignmentForm
                kind={kind}
                editing={shown.assignment}
                onSaved={() => {
                  toast.success(`The ${noun.one} was updated`);
                  done();
                }}
                onCancel={done}
              />
            );
          if (shown.mode === 'grade')
            return (
              <BesideSubmission
                show={shown.assignment.handIn !== null}
                submission={<HandInSection kind={kind} assignment={shown.assignment} />}
              >
                <GradeAssignmentForm kind={kind} assignment={shown.assignment} onGraded={done} onCancel={done} />
              </BesideSubmission>
            );
          return (
            <Stack spacing={2}>
              <AssignmentDetails assignment={shown.assignment} />
              <HandInSection kind={kind} assignment={shown.assignment} />
              {shown.assignment.mayEdit && (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button onClick={() => setOpen({ mode: 'edit', assignment: shown.assignment })}>Edit</Button>
                  <Button variant="contained" onClick={() => setOpen({ mode: 'grade', assignment: shown.assignment })}>
                    Grade
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        }}
      </Modal>
    </ListPage>
  );
}

export const ClassAssignmentsPage = () => <AssignmentsPage kind="class" />;
export const HomeAssignmentsPage = () => <AssignmentsPage kind="home" />;
