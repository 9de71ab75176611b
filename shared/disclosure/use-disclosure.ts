import { useId, useState } from 'react';

/** The props that tie a show/hide button to the part of the page it shows, and flip it. */
export function disclosureProps(open: boolean, panelId: string, toggle: () => void) {
  return { 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle };
}

/** A button that shows and hides one part of the page: whether it is shown, the part's id, the button's props. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    setOpen,
    panelId,
    buttonProps: disclosureProps(open, panelId, () => setOpen((was) => !was)),
  };
}
