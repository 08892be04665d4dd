// Built-in labels of @extranet/ui components (namespace `ui`).
export default {
  common: {
    loading: 'Loading…',
    close: 'Close',
    required: 'Required',
    optional: 'Optional',
  },
  textField: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    characterCount: '%count% of %max% characters',
  },
  select: {
    placeholder: 'Select an option',
    noOptions: 'No options',
  },
  comboBox: {
    showSuggestions: 'Show suggestions',
    noResults: 'No results',
  },
  dialog: {
    close: 'Close',
  },
  confirm: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
    success: 'Success',
    error: 'Error',
  },
  skeleton: {
    loading: 'Loading content',
  },
  emptyState: {
    title: 'Nothing here yet',
  },
  errorState: {
    title: 'Sorry, something went wrong.',
    description: 'Please try again. If the problem continues, contact us.',
    retry: 'Try again',
    illustration: 'Illustration of a broken page',
  },
  switch: {
    confirmTitle: 'Are you sure?',
  },
  dateField: {
    calendar: 'Calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    openCalendar: 'Open calendar',
    startDate: 'Start date',
    endDate: 'End date',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page %page%',
    summary: '%from%–%to% of %total%',
    pageSize: 'Rows per page',
  },
  stepper: {
    label: 'Progress',
    step: 'Step %current% of %total%',
    completed: 'Completed',
    current: 'Current step',
  },
  dataTable: {
    selectAll: 'Select all rows',
    selectRow: 'Select row',
    sortAscending: 'Sorted ascending',
    sortDescending: 'Sorted descending',
    empty: 'No data to show',
    loading: 'Loading data',
    selected: '%count% selected',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    draft: 'Draft',
  },
};
