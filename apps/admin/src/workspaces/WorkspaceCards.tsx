import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, useBasename, useTranslate } from 'react-admin';
import { workspacePath } from '../layout/Menu.tsx';
import { useWorkspaces } from './useWorkspaces.ts';

/** The home screen's workspaces: a card for each one the role may use, with what it holds, opening it. */
export function WorkspaceCards() {
  const translate = useTranslate();
  const basename = useBasename();
  const { visible } = useWorkspaces();
  if (!visible.length) return null;
  return (
    <Box component="section" aria-labelledby="workspaces" sx={{ mt: 2 }}>
      <Typography id="workspaces" component="h2" variant="h6" gutterBottom>
        {translate('sahay.workspaces.title')}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, p: 0, m: 0 }}>
        {visible.map(({ workspace }) => (
          <Box component="li" key={workspace.id} sx={{ listStyle: 'none' }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`${basename}/${workspacePath(workspace)}`} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box sx={{ color: 'primary.main', pt: 0.5 }} aria-hidden>
                    <workspace.icon />
                  </Box>
                  <Box>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {translate(`sahay.workspaces.${workspace.id}.name`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`sahay.workspaces.${workspace.id}.about`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
