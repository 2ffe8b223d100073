import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { NewsletterSignup } from './NewsletterSignup';
import { authFooterLinks, footerColumns, isAuthPage } from './navigation';

/** The public site footer (platform spec 2.4): links and the copyright line with the current year. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { pathname } = useLocation();
  if (isAuthPage(pathname)) return <AuthFooter year={year} />;
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'rgba(255, 255, 255, 0.78)', pt: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 340 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 2, lineHeight: 1.7 }}>
              Live lessons, quizzes and progress reports that help children and young people learn with confidence.
            </Typography>
            <NewsletterSignup />
          </Box>
          {footerColumns.map((column) => (
            <Box key={column.title} component="nav" aria-label={column.title}>
              <Typography variant="overline" sx={{ color: 'common.white' }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.25 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      underline="hover"
                      sx={{ color: 'inherit', '&:hover': { color: 'common.white' } }}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        {/* A plain rule: MUI's Divider would add its module to the home page's download for one line (ADR 0033). */}
        <Box
          component="hr"
          sx={{ m: 0, border: 0, borderBottom: '1px solid rgba(255, 255, 255, 0.12)', mt: { xs: 5, md: 7 } }}
        />
        <Typography variant="body2" sx={{ py: 3, textAlign: { xs: 'center', md: 'left' } }}>
          {`© ${year} Chalkline. All rights reserved.`}
        </Typography>
      </Container>
    </Box>
  );
}

/** The auth pages' footer (platform spec 2.4): one row of links and the copyright line. */
function AuthFooter({ year }: { year: number }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'rgba(255, 255, 255, 0.78)', py: 4 }}>
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 2.5 }, justifyContent: 'center' }}
        >
          {authFooterLinks.map((link) => (
            <Link
              key={link.label}
              component={RouterLink}
              to={link.to}
              underline="hover"
              sx={{ color: 'inherit', '&:hover': { color: 'common.white' } }}
            >
              {link.label}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" sx={{ pt: 3, textAlign: 'center' }}>
          {`© ${year} Chalkline. All rights reserved.`}
        </Typography>
      </Container>
    </Box>
  );
}
