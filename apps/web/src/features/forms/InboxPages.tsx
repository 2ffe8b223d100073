import type { CareerApplicationItem, ContactFormItem, DemoBookingItem } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cvUrl } from './forms.api';
import { InboxPage } from './InboxPage';
import { formatDateTime } from './when';

const person = (names: string, email: string, phone: string) => (
  <Box>
    <Typography sx={{ fontWeight: 600 }}>{names}</Typography>
    <Link href={`mailto:${email}`} variant="body2">
      {email}
    </Link>
    {phone && (
      <Typography variant="body2" color="text.secondary">
        {phone}
      </Typography>
    )}
  </Box>
);

const long = (text: string) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 420, wordBreak: 'break-word' }}>
    {text}
  </Typography>
);

/** Forms › Contact Forms. */
export const ContactFormsPage = () => (
  <InboxPage<ContactFormItem>
    kind="contact"
    title="Contact Forms"
    empty="No contact forms yet."
    itemLabel={(row) => `the message from ${row.names}`}
    columns={[
      { key: 'createdAt', header: 'Received', render: (row) => formatDateTime(row.createdAt) },
      { key: 'from', header: 'From', render: (row) => person(row.names, row.email, row.phone) },
      {
        key: 'message',
        header: 'Message',
        render: (row) => (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{row.subject}</Typography>
            {long(row.message)}
          </Box>
        ),
      },
    ]}
  />
);

/** Forms › Demo Booking: who booked which demo slot, and the demo classroom's link. */
export const DemoBookingsPage = () => (
  <InboxPage<DemoBookingItem>
    kind="demo"
    title="Demo Booking"
    empty="No demo bookings yet."
    itemLabel={(row) => `the demo for ${row.studentName}`}
    columns={[
      { key: 'time', header: 'Demo time', render: (row) => <strong>{formatDateTime(row.time)}</strong> },
      { key: 'family', header: 'Booked by', render: (row) => person(row.names, row.email, row.phone) },
      {
        key: 'learner',
        header: 'Learner',
        render: (row) => (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{row.studentName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {row.ageBand} years{row.interest ? ` · ${row.interest}` : ''}
            </Typography>
            {row.message && long(row.message)}
          </Box>
        ),
      },
      {
        key: 'link',
        header: 'Classroom',
        render: (row) =>
          row.link ? (
            <Link href={row.link} target="_blank" rel="noopener">
              Open demo
            </Link>
          ) : (
            '—'
          ),
      },
    ]}
  />
);

/** Forms › Career Applications, with each CV to download. */
export const CareerApplicationsPage = () => (
  <InboxPage<CareerApplicationItem>
    kind="career"
    title="Career Applications"
    empty="No career applications yet."
    itemLabel={(row) => `the application of ${row.firstName} ${row.lastName}`}
    columns={[
      { key: 'createdAt', header: 'Received', render: (row) => formatDateTime(row.createdAt) },
      {
        key: 'applicant',
        header: 'Applicant',
        render: (row) => person(`${row.firstName} ${row.lastName}`, row.email, row.phone),
      },
      {
        key: 'position',
        header: 'Role',
        render: (row) => (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{row.position}</Typography>
            {row.coverLetter && long(row.coverLetter)}
          </Box>
        ),
      },
      {
        key: 'cv',
        header: 'CV',
        render: (row) =>
          row.cv ? (
            <Link href={cvUrl(row.cv.key)} download={row.cv.name}>
              {row.cv.name}
            </Link>
          ) : (
            '—'
          ),
      },
    ]}
  />
);
