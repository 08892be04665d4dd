import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

type Areas = { code: string; name: string }[];

const nameIn = (areas: Areas | undefined, code: string | null) =>
  code ? (areas?.find((a) => a.code === code)?.name ?? code) : null;

/**
 * The names of an Indonesian province, regency and district from their BPS codes (`GET /api/v1/locations/...`),
 * each falling back to its code until its list is loaded (or when it is unknown). Its own query keys: the
 * location pickers (info/api) keep the whole answers under ['locations', ...], these hooks keep only the items.
 */
export function useAreaNames(province: string | null, regency: string | null, district: string | null) {
  const provinces = useQuery({
    queryKey: ['area-names', 'provinces'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/locations/provinces'))).items,
    enabled: province !== null,
    staleTime: Infinity,
  });
  const regencies = useQuery({
    queryKey: ['area-names', 'regencies', province],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/locations/regencies', { params: { query: { provinceCode: province! } } }),
        )
      ).items,
    enabled: province !== null && regency !== null,
    staleTime: Infinity,
  });
  const districts = useQuery({
    queryKey: ['area-names', 'districts', regency],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/locations/districts', { params: { query: { regencyCode: regency! } } })))
        .items,
    enabled: regency !== null && district !== null,
    staleTime: Infinity,
  });
  return {
    province: nameIn(provinces.data, province),
    regency: nameIn(regencies.data, regency),
    district: nameIn(districts.data, district),
  };
}
