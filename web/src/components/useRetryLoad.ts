// Try again for a page whose route preloads its data: runs the route's loaders again.
import { useRevalidator } from 'react-router-dom';

export function useRetryLoad(): { retry: () => void; retrying: boolean } {
  const revalidator = useRevalidator();
  return {
    retry: () => void revalidator.revalidate(),
    retrying: revalidator.state === 'loading',
  };
}
