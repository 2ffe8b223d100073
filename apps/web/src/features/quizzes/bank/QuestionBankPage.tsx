import { type BankCategory, canAsAdmin } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actorOf } from '../../../lib/permissions';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton';
import { ListPage } from '../../../ui/ListPage';
import { Modal } from '../../../ui/Modal';
import { PageLoader } from '../../../ui/PageLoader';
import { useToast } from '../../../ui/toast';
import { useSession } from '../../auth/useSession';
import { useProgramOptions } from '../../programs/useProgramOptions';
import { BankCategoryForm } from './BankCategoryForm';
import { BankQuestionList } from './BankQuestionList';
import { bankKey, deleteBankCategory, fetchBankCategories } from './questionBank.api';

/**
 * The question bank (ADR 0078), for tutors (`/accounts/question-bank`) and admins holding Quiz
 * (`/admin/assessments/question-bank`): categories by program on one side, the chosen category's questions on the
 * other; quizzes draw random questions from a category.
 */
export function QuestionBankPage() {
  const user = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const programs = useProgramOptions(user ? canAsAdmin(actorOf(user), 'quizzes.read') : false);
  const [program, setProgram] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<BankCategory | 'new' | null>(null);
  const categories = useQuery({
    queryKey: [...bankKey, 'categories', program],
    queryFn: () => fetchBankCategories(program || undefined),
  });
  const list = categories.data ?? [];
  const current = list.find((c) => c.key === selected) ?? null;

  return (
    <ListPage
      title="Question Bank"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          New category
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Program"
            value={program}
            onChange={(event) => {
              setProgram(event.target.value);
              setSelected(null);
            }}
          >
            <MenuItem value="">All programs</MenuItem>
            {programs.map((p) => (
              <MenuItem key={p.value} value={p.value}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
          {categories.isPending ? (
            <PageLoader />
          ) : categories.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {categories.error.message}
            </Alert>
          ) : list.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No categories yet.
            </Typography>
          ) : (
            <List aria-label="Categories" sx={{ mt: 1 }}>
              {list.map((category) => (
                <ListItem
                  key={category.key}
                  disablePadding
                  secondaryAction={
                    category.mayEdit && (
                      <>
                        <IconButton aria-label={`Edit ${category.name}`} onClick={() => setEditing(category)}>
                          <EditRounded />
                        </IconButton>
                        <ConfirmDeleteButton
                          label={category.name}
                          title="Delete category"
                          message={`Delete "${category.name}" and its ${category.questionsCount} questions?`}
                          remove={() => deleteBankCategory(category.key)}
                          onDeleted={async (answer) => {
                            toast.success(answer.message);
                            if (selected === category.key) setSelected(null);
                            await queryClient.invalidateQueries({ queryKey: bankKey });
                          }}
                        />
                      </>
                    )
                  }
                  sx={{ '& .MuiListItemButton-root': { pr: category.mayEdit ? 12 : 2 } }}
                >
                  <ListItemButton selected={category.key === selected} onClick={() => setSelected(category.key)}>
                    <ListItemText
                      primary={category.name}
                      secondary={`${category.program.title} · ${category.questionsCount} ${category.questionsCount === 1 ? 'question' : 'questions'}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%', minWidth: 0 }}>
          {current ? (
            <BankQuestionList category={current} />
          ) : (
            <Typography color="text.secondary">Choose a category to see its questions.</Typography>
          )}
        </Paper>
      </Stack>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New category' : 'Edit category'}
      >
        {(close) =>
          editing && (
            <BankCategoryForm
              category={editing === 'new' ? undefined : editing}
              programs={programs}
              program={program || undefined}
              onDone={(saved) => {
                if (saved) setSelected(saved.key);
                close();
              }}
            />
          )
        }
      </Modal>
    </ListPage>
  );
}
