import { mayDecideRequests } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fullName } from '../admission/lobbyRules';
import { useClassroom, useConnection } from '../connection/ClassroomContext';

/** People knocking, for hosts (R5): Admit or Decline each. Shown over the stage, newest last. */
export function RequestsArea() {
  const connection = useConnection();
  const mayDecide = useClassroom((s) => (s.you ? mayDecideRequests(s.you) : false));
  const requests = useClassroom((s) => s.requests);
  if (!mayDecide || !requests.length) return null;

  return (
    <Box
      aria-label="Requests to join"
      role="region"
      sx={{
        position: 'absolute',
        top: 12,
        right: 12,
        zIndex: 3,
        display: 'grid',
        gap: 1,
        width: 'min(340px, calc(100% - 24px))',
      }}
    >
      {requests.slice(-3).map((request) => {
        const name = fullName(request);
        return (
          <Paper
            key={request.connection}
            elevation={8}
            sx={{ p: 1.5, borderRadius: '18px', display: 'grid', gap: 1.25 }}
            aria-label={`${name} wants to join`}
            role="group"
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <Avatar src={request.avatar ?? undefined} sx={{ bgcolor: 'primary.main', fontWeight: 800 }}>
                {request.firstName.charAt(0)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 800 }} noWrap>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  wants to join this class
                </Typography>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button size="small" color="inherit" onClick={() => connection.decline(request.connection)}>
                Decline
              </Button>
              <Button size="small" variant="contained" onClick={() => connection.admit(request.connection)}>
                Admit
              </Button>
            </Box>
          </Paper>
        );
      })}
      {requests.length > 3 && (
        <Typography variant="body2" sx={{ color: 'common.white', textAlign: 'right', fontWeight: 700 }}>
          +{requests.length - 3} more waiting (see Participants)
        </Typography>
      )}
    </Box>
  );
}
