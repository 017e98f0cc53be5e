// What the school offers in a state, in the words staff read on the list and in the dialog.
export const FLAG_LABELS = {
  hasHomePickup: 'Home pickup',
  hasMeetingPoints: 'Meeting points',
  hasFixedLocations: 'Fixed locations',
  isShareableByDefault: 'Shareable by default',
} as const;

export type StateFlag = keyof typeof FLAG_LABELS;
