import type { ReactAriaStrings } from './types.js';

/**
 * Indonesian for react-aria's built-in, mostly screen-reader-only strings (segment names of date fields,
 * "N options available", calendar navigation, drag and drop, …), which react-aria does not ship. Keys are the
 * folders of react-aria's `intl/` strings; the entries mirror react-aria's en-US dictionaries (a ui test fails
 * when react-aria adds, renames or drops a key). Indonesian has no plural forms, so counts read "N opsi".
 */
export const idID: ReactAriaStrings = {
  autocomplete: {
    collectionLabel: 'Saran',
  },
  breadcrumbs: {
    breadcrumbs: 'Jejak navigasi',
  },
  calendar: {
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    selectedDateDescription: (args) => `Tanggal terpilih: ${args.date}`,
    selectedRangeDescription: (args) => `Rentang terpilih: ${args.dateRange}`,
    todayDate: (args) => `Hari ini, ${args.date}`,
    todayDateSelected: (args) => `Hari ini, ${args.date} terpilih`,
    dateSelected: (args) => `${args.date} terpilih`,
    startRangeSelectionPrompt: 'Klik untuk mulai memilih rentang tanggal',
    finishRangeSelectionPrompt: 'Klik untuk selesai memilih rentang tanggal',
    minimumDate: 'Tanggal pertama yang tersedia',
    maximumDate: 'Tanggal terakhir yang tersedia',
    dateRange: (args) => `${args.startDate} sampai ${args.endDate}`,
  },
  color: {
    colorPicker: 'Pemilih warna',
    twoDimensionalSlider: 'Penggeser 2D',
    colorNameAndValue: (args) => `${args.name}: ${args.value}`,
    colorInputLabel: (args) => `${args.label}, ${args.channelLabel}`,
    colorSwatch: 'contoh warna',
    transparent: 'transparan',
  },
  combobox: {
    focusAnnouncement: (args, f) =>
      `${f.select(
        {
          true: () => `Masuk ke grup ${args.groupTitle}, berisi ${f.number(args.groupCount)} opsi. `,
          other: '',
        },
        args.isGroupChange,
      )}${args.optionText}${f.select({ true: ', terpilih', other: '' }, args.isSelected)}`,
    countAnnouncement: (args, f) => `${f.number(args.optionCount)} opsi tersedia.`,
    selectedAnnouncement: (args) => `${args.optionText}, terpilih`,
    buttonLabel: 'Tampilkan saran',
    listboxLabel: 'Saran',
  },
  datepicker: {
    era: 'era',
    year: 'tahun',
    month: 'bulan',
    day: 'hari',
    hour: 'jam',
    minute: 'menit',
    second: 'detik',
    dayPeriod: 'AM/PM',
    calendar: 'Kalender',
    startDate: 'Tanggal Mulai',
    endDate: 'Tanggal Selesai',
    weekday: 'hari dalam seminggu',
    timeZoneName: 'zona waktu',
    selectedDateDescription: (args) => `Tanggal terpilih: ${args.date}`,
    selectedRangeDescription: (args) => `Rentang terpilih: ${args.startDate} sampai ${args.endDate}`,
    selectedTimeDescription: (args) => `Waktu terpilih: ${args.time}`,
  },
  dnd: {
    dragItem: (args) => `Seret ${args.itemText}`,
    dragSelectedItems: (args, f) => `Seret ${f.number(args.count)} item terpilih`,
    dragDescriptionKeyboard: 'Tekan Enter untuk mulai menyeret.',
    dragDescriptionKeyboardAlt: 'Tekan Alt + Enter untuk mulai menyeret.',
    dragDescriptionTouch: 'Ketuk dua kali untuk mulai menyeret.',
    dragDescriptionVirtual: 'Klik untuk mulai menyeret.',
    dragDescriptionLongPress: 'Tekan lama untuk mulai menyeret.',
    dragSelectedKeyboard: (args, f) => `Tekan Enter untuk menyeret ${f.number(args.count)} item terpilih.`,
    dragSelectedKeyboardAlt: (args, f) =>
      `Tekan Alt + Enter untuk menyeret ${f.number(args.count)} item terpilih.`,
    dragSelectedLongPress: (args, f) => `Tekan lama untuk menyeret ${f.number(args.count)} item terpilih.`,
    dragStartedKeyboard:
      'Mulai menyeret. Tekan Tab untuk menuju target, lalu tekan Enter untuk melepas, atau tekan Escape untuk membatalkan.',
    dragStartedTouch: 'Mulai menyeret. Pindah ke target, lalu ketuk dua kali untuk melepas.',
    dragStartedVirtual: 'Mulai menyeret. Pindah ke target, lalu klik atau tekan Enter untuk melepas.',
    endDragKeyboard: 'Sedang menyeret. Tekan Enter untuk membatalkan.',
    endDragTouch: 'Sedang menyeret. Ketuk dua kali untuk membatalkan.',
    endDragVirtual: 'Sedang menyeret. Klik untuk membatalkan.',
    dropDescriptionKeyboard: 'Tekan Enter untuk melepas. Tekan Escape untuk membatalkan.',
    dropDescriptionTouch: 'Ketuk dua kali untuk melepas.',
    dropDescriptionVirtual: 'Klik untuk melepas.',
    dropCanceled: 'Pelepasan dibatalkan.',
    dropComplete: 'Pelepasan selesai.',
    dropIndicator: 'penanda pelepasan',
    dropOnRoot: 'Lepas di',
    dropOnItem: (args) => `Lepas di ${args.itemText}`,
    insertBefore: (args) => `Sisipkan sebelum ${args.itemText}`,
    insertBetween: (args) => `Sisipkan di antara ${args.beforeItemText} dan ${args.afterItemText}`,
    insertAfter: (args) => `Sisipkan setelah ${args.itemText}`,
  },
  grid: {
    deselectedItem: (args) => `${args.item} tidak terpilih.`,
    select: 'Pilih',
    selectedCount: (args, f) =>
      `${f.plural(args.count, {
        '=0': 'Tidak ada item terpilih',
        other: () => `${f.number(args.count)} item terpilih`,
      })}.`,
    selectedAll: 'Semua item terpilih.',
    selectedItem: (args) => `${args.item} terpilih.`,
    longPressToSelect: 'Tekan lama untuk masuk ke mode pilih.',
  },
  menu: {
    longPressMessage: 'Tekan lama atau tekan Alt + Panah Bawah untuk membuka menu',
  },
  numberfield: {
    decrease: (args) => `Kurangi ${args.fieldLabel}`,
    increase: (args) => `Tambah ${args.fieldLabel}`,
    numberField: 'Kolom angka',
  },
  overlays: {
    dismiss: 'Tutup',
  },
  previewtrigger: {
    longPressMessage: 'Tekan lama untuk membuka pratinjau',
  },
  searchfield: {
    'Clear search': 'Hapus pencarian',
  },
  spinbutton: {
    Empty: 'Kosong',
  },
  steplist: {
    steplist: 'Daftar langkah',
  },
  table: {
    select: 'Pilih',
    selectAll: 'Pilih semua',
    sortable: 'kolom yang dapat diurutkan',
    ascending: 'menaik',
    descending: 'menurun',
    ascendingSort: (args) => `diurutkan menurut kolom ${args.columnName} secara menaik`,
    descendingSort: (args) => `diurutkan menurut kolom ${args.columnName} secara menurun`,
    columnSize: (args) => `${args.value} piksel`,
    resizerDescription: 'Tekan Enter untuk mulai mengubah ukuran',
    expand: 'Bentangkan',
    collapse: 'Ciutkan',
  },
  tag: {
    removeDescription: 'Tekan Delete untuk menghapus tag.',
    removeButtonLabel: 'Hapus',
  },
  toast: {
    close: 'Tutup',
    notifications: (args, f) => `${f.number(args.count)} notifikasi.`,
  },
  tree: {
    expand: 'Bentangkan',
    collapse: 'Ciutkan',
  },
  'react-aria-components': {
    selectPlaceholder: 'Pilih salah satu',
    tableResizer: 'Pengubah ukuran',
    dropzoneLabel: 'Area lepas',
    colorSwatchPicker: 'Contoh warna',
  },
};
