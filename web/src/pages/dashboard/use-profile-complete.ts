import { useEffect, useState } from 'react';
import { fetchProfile } from '../../api/profile-api.ts';

/** Whether the client's saved profile is complete; false until known, and if it cannot be read. */
export function useProfileComplete(): boolean {
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    let mounted = true;
    fetchProfile().then(
      (profile) => mounted && setComplete(profile.completed),
      // Only a mark depends on it: the dashboard stays whole without the answer.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, []);
  return complete;
}
