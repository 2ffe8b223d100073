import { type ClassroomLocks, lockNames, lockTexts } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useClassroom, useConnection } from '../connection/ClassroomContext';

/**
 * The More tab's "Classroom locks" (ADR 0075): a host's labelled switches, each changing one lock for everyone;
 * students see the same switches disabled, with what each one in force means for them.
 */
export function LocksSection() {
  const connection = useConnection();
  const isHost = useClassroom((s) => s.you?.isHost ?? false);
  const locks = useClassroom((s) => s.locks);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" id="classroom-locks-help">
        {isHost ? lockTexts.hostHelp : lockTexts.studentHelp}
      </Typography>
      <FormGroup aria-describedby="classroom-locks-help">
        {lockNames.map((name) => (
          <Box key={name} sx={{ display: 'grid' }}>
            <FormControlLabel
              sx={{ mr: 0, alignItems: 'center', '& .MuiFormControlLabel-label': { fontSize: 14 } }}
              control={
                <Switch
                  checked={locks[name]}
                  disabled={!isHost}
                  onChange={(event) => {
                    const change: Partial<ClassroomLocks> = {};
                    change[name] = event.target.checked;
                    connection.setLocks(change);
                  }}
                />
              }
              label={lockTexts.labels[name]}
            />
            {!isHost && locks[name] && (
              <Typography variant="caption" color="text.secondary" sx={{ pl: 6.5, mt: -0.5 }}>
                {lockTexts.refusals[name]}
              </Typography>
            )}
          </Box>
        ))}
      </FormGroup>
    </Box>
  );
}
