import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { useLanguage } from '../../../../shared/i18n/language';

/** `GET /locations/countries`: names in the user's language, Indonesia first. */
export function useCountries() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['locations', 'countries', lang],
    staleTime: Infinity,
    queryFn: () => unwrap(api.GET('/api/v1/locations/countries')),
  });
}
