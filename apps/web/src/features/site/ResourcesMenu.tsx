import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Button from '@mui/material/Button';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';

const loadList = () => import('./ResourcesMenuList');
const ResourcesMenuList = lazy(() => loadList().then((m) => ({ default: m.ResourcesMenuList })));

/** The header's Resources menu: News & Updates, Articles & Blog, FAQs. */
export function ResourcesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  // The popup's code loads when a pointer or the keyboard comes near the button, and stays mounted once opened.
  const [used, setUsed] = useState(false);
  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setUsed(true);
    setAnchor(event.currentTarget);
  };
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDownRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={handleOpen}
        onPointerEnter={loadList}
        onFocus={loadList}
        sx={{
          color: 'text.primary',
          fontWeight: 600,
          minWidth: 0,
          whiteSpace: 'nowrap',
          px: { md: 0.75, lg: 1.5 },
          fontSize: { md: '0.84rem', lg: '0.9375rem' },
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        Resources
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ResourcesMenuList id={menuId} anchor={anchor} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
