import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';

/** A search field's inner parts: at most 100 characters, with the search icon before the text. */
export const searchFieldSlots = {
  htmlInput: { maxLength: 100 },
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchRounded />
      </InputAdornment>
    ),
  },
};
