import Search from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField } from '@mui/material';
import { adminSearchEndpoints, type FoundRecord } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBasename, useCreatePath, useResourceDefinitions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { client } from '../client.ts';
import { useWorkspaces } from '../workspaces/useWorkspaces.ts';
import { entriesOf } from '../workspaces/workspace-menu.ts';
import { useEntryLabel, useEntryPath, workspacePath } from './Menu.tsx';

/** One choice of the search box: a screen (a workspace, a list, a report) or a record the API found. */
interface Found {
  kind: 'screen' | 'record';
  label: string;
  /** What it is: the workspace a screen is in, or the record's kind. */
  detail: string;
  to: string;
}

const screensShown = 8;

/** The text typed, once typing pauses: the API is asked once per pause, not per key. */
function useSettled(text: string, delay = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** The screens the role may open whose name holds the text, in the chosen language. */
function useScreens(text: string): Found[] {
  const translate = useTranslate();
  const basename = useBasename();
  const label = useEntryLabel();
  const path = useEntryPath();
  const { visible } = useWorkspaces();
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return [];
  const seen = new Set<string>();
  const screens: Found[] = [];
  for (const { workspace, sections } of visible) {
    const name = translate(`sahay.workspaces.${workspace.id}.name`);
    screens.push({
      kind: 'screen',
      label: name,
      detail: translate('sahay.search.workspace'),
      to: `${basename}/${workspacePath(workspace)}`,
    });
    for (const entry of entriesOf(sections)) screens.push({ kind: 'screen', label: label(entry), detail: name, to: path(entry) });
  }
  return screens
    .filter((screen) => screen.label.toLocaleLowerCase().includes(wanted) && !seen.has(screen.to) && seen.add(screen.to))
    .slice(0, screensShown);
}

/** The records whose number or name holds the text, as far as the role may read them. */
function useRecords(text: string): Found[] {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const definitions = useResourceDefinitions();
  const settled = useSettled(text.trim());
  const { data } = useQuery({
    queryKey: ['sahay', 'admin-search', settled],
    queryFn: () => client.call(adminSearchEndpoints.search, { query: { q: settled } }),
    enabled: settled.length >= 2,
    retry: false,
    staleTime: 30_000,
  });
  if (settled !== text.trim()) return [];
  return (data?.results ?? []).map((record: FoundRecord) => ({
    kind: 'record',
    label: record.title,
    detail: translate(`resources.${record.resource}.name`, { smart_count: 1 }),
    to: createPath({ resource: record.resource, id: record.id, type: definitions[record.resource]?.hasShow ? 'show' : 'edit' }),
  }));
}

/** The app bar's search: any screen by its name, any record by its number or name; choosing one opens it. */
export function SearchBox() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const screens = useScreens(text);
  const records = useRecords(text);
  const options = [...screens, ...records];
  return (
    <Autocomplete<Found, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      groupBy={(option) => translate(option.kind === 'screen' ? 'sahay.search.screens' : 'sahay.search.records')}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.to)}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      value={null}
      onChange={(_, chosen) => {
        if (!chosen || typeof chosen === 'string') return;
        setText('');
        navigate(chosen.to);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{option.label}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {option.detail}
          </Box>
        </Box>
      )}
      noOptionsText={translate('sahay.search.nothing')}
      sx={{ width: { xs: 180, sm: 280, md: 360 }, mx: 2 }}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          placeholder={translate('sahay.search.placeholder')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': translate('sahay.search.label') },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start" sx={{ color: '#fff' }}>
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            // A shade darker than the app bar, so that its white text keeps a contrast of 4.5:1 or more; MUI fades a
            // placeholder to 42%, too faint there to be read.
            '& .MuiOutlinedInput-root': { bgcolor: 'rgba(0,0,0,0.2)', color: '#fff' },
            '& .MuiOutlinedInput-input': { color: '#fff' },
            '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
            '& .MuiOutlinedInput-input::placeholder': { opacity: 1 },
          }}
        />
      )}
    />
  );
}
