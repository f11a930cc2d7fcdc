import { useState } from 'react';
import { COOKIES, COOKIE_VALUES, removeCookie, writeCookie } from '@qsr/shared-contracts';

/** 'Don't show this again': the location-confirmed cookie (§4.8, §9); unticking forgets it. */
export function useDontShowAgain() {
  const [dontShow, setDontShow] = useState(false);
  const rememberChoice = (checked: boolean) => {
    setDontShow(checked);
    if (checked) writeCookie(COOKIES.locationConfirmed, COOKIE_VALUES.locationConfirmed);
    else removeCookie(COOKIES.locationConfirmed);
  };
  return { dontShow, rememberChoice };
}
