import { INVITES_POPUP_CLOSE_MS, INVITES_POPUP_WIDTH } from '@domain/constants';
import MailIcon from '@mui/icons-material/Mail';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTranslate } from 'ra-core';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMyInvitations } from '../components/invitations/queries';
import { DASHBOARD_PATH, dashboardState } from '../pages/dashboard/dashboardState';
import { badgeCount, CountBadge } from './CountBadge';
import { InvitationsPopupContent } from './InvitationsPopupContent';

/** The top bar's invites button and its popup: top right, 300 wide, closing in 300 ms on a click outside. */
export function InvitationsPopup() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const navigate = useNavigate();
  const invitations = useMyInvitations();
  const count = invitations.data?.received.length ?? 0;

  const closeUnlessOnButton = (event: MouseEvent | TouchEvent) => {
    if (event.target instanceof Node && anchor.current?.contains(event.target)) return;
    setOpen(false);
  };
  const viewAll = () => {
    setOpen(false);
    navigate(DASHBOARD_PATH, { state: dashboardState('invites') });
  };

  return (
    <>
      <IconButton
        ref={anchor}
        color="inherit"
        aria-label={
          count > 0
            ? translate('resources.invitations.openWithCount', { count: badgeCount(count) })
            : translate('resources.invitations.open')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <CountBadge count={count}>
          <MailIcon />
        </CountBadge>
      </IconButton>
      <Popper
        open={open}
        anchorEl={anchor.current}
        placement="bottom-end"
        transition
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
      >
        {({ TransitionProps }) => (
          <Grow
            {...TransitionProps}
            timeout={INVITES_POPUP_CLOSE_MS}
            style={{ transformOrigin: 'right top' }}
          >
            <Paper
              id={popupId}
              role="dialog"
              aria-label={translate('resources.invitations.name')}
              elevation={12}
              sx={{ width: INVITES_POPUP_WIDTH, maxWidth: 'calc(100vw - 16px)', p: 2, mt: 1 }}
            >
              <ClickAwayListener onClickAway={closeUnlessOnButton}>
                <div>
                  <InvitationsPopupContent
                    loading={invitations.isPending}
                    failed={invitations.isError}
                    invitations={invitations.data}
                    onViewAll={viewAll}
                    onOpenTeam={() => setOpen(false)}
                  />
                </div>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </>
  );
}
