import type { TeamMember } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../website.api';
import { SocialLinks } from './SocialLinks';

/** The team grid (platform spec 2.4): one column on phones, up to four on wide screens. */
export function TeamGrid({ team }: { team: readonly TeamMember[] | null | undefined }) {
  if (!team?.length) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {team.map((member) => (
        <Paper
          key={`${member.firstName}-${member.lastName}`}
          variant="outlined"
          sx={{ p: 3, borderRadius: 3, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Avatar
            src={imageUrl(member.avatar) ?? undefined}
            alt=""
            sx={{ width: 88, height: 88, mx: 'auto', bgcolor: 'secondary.main', fontSize: 28 }}
          >
            {`${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`}
          </Avatar>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
            {member.firstName} {member.lastName}
          </Typography>
          {member.occupation && <Typography color="primary.main">{member.occupation}</Typography>}
          {member.summary && (
            <Typography variant="body2" color="text.secondary">
              {member.summary}
            </Typography>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 'auto', pt: 1 }}>
            <SocialLinks handles={member.socialHandles} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
