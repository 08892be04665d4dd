/**
 * The content of the three live demo properties (Jakarta, Bali, Bandung), as their owners would have entered it
 * at registration: property type, description, address with its BPS area codes and map point, phone and e-mail,
 * check-in and check-out times, contacts of every kind, general policy, facilities, and for each room its beds
 * and facilities (SPEC 5: at least ROOM_MIN_FACILITIES). So the Property pages open on a complete property, and
 * saving one of them without a change passes the same rules a registration does.
 */
import { DEMO_ROOMS as R, BALI, BANDUNG, JAKARTA } from './demo-ids.js';
import type { Database } from '../db/types.js';

interface ContentSeed {
  hotelId: number;
  propertyType: string;
  placeType: 'WHOLE' | 'UNIT' | null;
  description: string;
  address: string;
  province: string;
  regency: string;
  district: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string | null;
  checkIn: string;
  checkOut: string;
  /** Besides the administrator (PRIMARY and AGREEMENT, linked to admin@): who handles reservations and finance. */
  staff: { name: string; position: string; email: string; mobile: string };
  policy: { alcohol: boolean; pets: boolean; smoking: boolean; breakfast: [string, string] | null };
  facilities: readonly string[];
}

const CONTENT: readonly ContentSeed[] = [
  {
    hotelId: JAKARTA,
    propertyType: 'HOTEL',
    placeType: null,
    description:
      'Hotel bintang 4 di pusat bisnis Kuningan, 10 menit dari Semanggi. 120 kamar kedap suara, kolam renang di ' +
      'atap, spa, pusat kebugaran 24 jam dan restoran dengan menu halal. Cocok untuk perjalanan bisnis maupun ' +
      'liburan keluarga.',
    address: 'Jl. HR Rasuna Said Kav. 12, Kuningan',
    province: '31',
    regency: '31.74',
    district: '31.74.02',
    postalCode: '12940',
    latitude: -6.219,
    longitude: 106.8307,
    phone: '215200100',
    email: 'jakarta@demo.extranet',
    website: 'https://jakarta.demo.extranet',
    checkIn: '14:00',
    checkOut: '12:00',
    staff: {
      name: 'Dewi Lestari',
      position: 'Manajer Front Office',
      email: 'fo.jakarta@demo.extranet',
      mobile: '81377700101',
    },
    policy: { alcohol: true, pets: false, smoking: false, breakfast: ['06:00', '10:30'] },
    facilities: [
      'RECEPTION_24H',
      'ELEVATOR',
      'PARKING',
      'VALET_PARKING',
      'WIFI_PUBLIC',
      'LUGGAGE_STORAGE',
      'LAUNDRY',
      'PRAYER_ROOM',
      'SECURITY_24H',
      'CCTV',
      'RESTAURANT',
      'BAR',
      'ROOM_SERVICE',
      'BREAKFAST',
      'HALAL_FOOD',
      'SWIMMING_POOL',
      'FITNESS_CENTER',
      'SPA',
      'MEETING_ROOM',
      'AIRPORT_SHUTTLE',
    ],
  },
  {
    hotelId: BALI,
    propertyType: 'VILLA',
    placeType: 'UNIT',
    description:
      'Tiga villa dengan kolam renang pribadi di antara sawah Canggu, 5 menit dari Pantai Berawa. Setiap villa ' +
      'punya dapur, taman tropis dan staf yang menyiapkan sarapan setiap pagi.',
    address: 'Jl. Pantai Berawa No. 88, Tibubeneng',
    province: '51',
    regency: '51.03',
    district: '51.03.06',
    postalCode: '80361',
    latitude: -8.6524,
    longitude: 115.1406,
    phone: '361844200',
    email: 'bali@demo.extranet',
    website: null,
    checkIn: '15:00',
    checkOut: '11:00',
    staff: {
      name: 'Made Wirawan',
      position: 'Pengelola Villa',
      email: 'villa.bali@demo.extranet',
      mobile: '81377700201',
    },
    policy: { alcohol: true, pets: false, smoking: true, breakfast: ['07:00', '11:00'] },
    facilities: [
      'PARKING',
      'WIFI_PUBLIC',
      'SECURITY_24H',
      'LAUNDRY',
      'BREAKFAST',
      'SWIMMING_POOL',
      'GARDEN',
      'BBQ',
      'AIRPORT_SHUTTLE',
      'CAR_RENTAL',
      'BICYCLE_RENTAL',
      'TOUR_DESK',
    ],
  },
  {
    hotelId: BANDUNG,
    propertyType: 'HOTEL',
    placeType: null,
    description:
      'Hotel bintang 3 di Jalan Dago, dekat kampus ITB dan Factory Outlet. Sarapan prasmanan dengan masakan ' +
      'Sunda, ruang rapat untuk 40 orang dan parkir luas.',
    address: 'Jl. Ir. H. Juanda No. 120, Dago',
    province: '32',
    regency: '32.73',
    district: '32.73.02',
    postalCode: '40132',
    latitude: -6.8872,
    longitude: 107.6134,
    phone: '222503300',
    email: 'bandung@demo.extranet',
    website: null,
    checkIn: '14:00',
    checkOut: '12:00',
    staff: {
      name: 'Asep Gunawan',
      position: 'Supervisor Reservasi',
      email: 'rsv.bandung@demo.extranet',
      mobile: '81377700301',
    },
    policy: { alcohol: false, pets: false, smoking: false, breakfast: ['06:00', '10:00'] },
    facilities: [
      'RECEPTION_24H',
      'PARKING',
      'WIFI_PUBLIC',
      'PRAYER_ROOM',
      'CCTV',
      'LAUNDRY',
      'RESTAURANT',
      'COFFEE_SHOP',
      'BREAKFAST',
      'HALAL_FOOD',
      'MEETING_ROOM',
    ],
  },
];

type Beds = { type: string; count: number }[];
const bed = (type: string, count = 1): Beds => [{ type, count }];

const HOTEL_ROOM = [
  'AIR_CONDITIONING',
  'WIFI',
  'TV',
  'DESK',
  'WARDROBE',
  'KETTLE',
  'PRIVATE_BATHROOM',
  'SHOWER',
  'HOT_WATER',
  'TOILETRIES',
  'TOWELS',
];
const VILLA = [
  'AIR_CONDITIONING',
  'WIFI',
  'TV',
  'SEATING_AREA',
  'PRIVATE_BATHROOM',
  'SHOWER',
  'HOT_WATER',
  'TOWELS',
  'KITCHENETTE',
  'REFRIGERATOR',
  'DINING_TABLE',
];

/** Each demo room's bedrooms (one list of beds per bedroom, with an alternative where it has one) and facilities. */
const ROOMS: readonly {
  roomId: number;
  bedrooms: { beds: Beds; alternatives?: Beds[] }[];
  facilities: string[];
}[] = [
  {
    roomId: R.JAKARTA_SUPERIOR_DOUBLE,
    bedrooms: [{ beds: bed('DOUBLE') }],
    facilities: HOTEL_ROOM,
  },
  { roomId: R.JAKARTA_SUPERIOR_TWIN, bedrooms: [{ beds: bed('SINGLE', 2) }], facilities: HOTEL_ROOM },
  {
    roomId: R.JAKARTA_DELUXE_KING,
    bedrooms: [{ beds: bed('KING') }],
    facilities: [...HOTEL_ROOM, 'BATHTUB', 'MINIBAR', 'BLACKOUT_CURTAINS'],
  },
  {
    roomId: R.JAKARTA_DELUXE_TWIN,
    bedrooms: [{ beds: bed('SINGLE', 2), alternatives: [bed('KING')] }],
    facilities: [...HOTEL_ROOM, 'MINIBAR', 'BLACKOUT_CURTAINS'],
  },
  {
    roomId: R.JAKARTA_EXECUTIVE_SUITE,
    bedrooms: [{ beds: bed('KING') }],
    facilities: [...HOTEL_ROOM, 'BATHTUB', 'MINIBAR', 'IN_ROOM_SAFE', 'SEATING_AREA', 'BATHROBE', 'SLIPPERS'],
  },
  {
    roomId: R.JAKARTA_FAMILY,
    bedrooms: [{ beds: [...bed('KING'), ...bed('SOFA_BED')] }],
    facilities: [...HOTEL_ROOM, 'REFRIGERATOR', 'SEATING_AREA'],
  },
  {
    roomId: R.BALI_VILLA_ONE_BEDROOM,
    bedrooms: [{ beds: bed('KING') }],
    facilities: [...VILLA, 'BALCONY'],
  },
  {
    roomId: R.BALI_VILLA_TWO_BEDROOM,
    bedrooms: [{ beds: bed('KING') }, { beds: bed('SINGLE', 2), alternatives: [bed('QUEEN')] }],
    facilities: [...VILLA, 'BALCONY', 'BATHTUB'],
  },
  {
    roomId: R.BALI_JOGLO_THREE_BEDROOM,
    bedrooms: [{ beds: bed('KING') }, { beds: bed('QUEEN') }, { beds: bed('SINGLE', 2) }],
    facilities: [...VILLA, 'MICROWAVE', 'STOVE', 'KITCHENWARE', 'WASHING_MACHINE'],
  },
  { roomId: R.BANDUNG_STANDARD_QUEEN, bedrooms: [{ beds: bed('QUEEN') }], facilities: HOTEL_ROOM },
  { roomId: R.BANDUNG_DELUXE_TWIN, bedrooms: [{ beds: bed('SINGLE', 2) }], facilities: HOTEL_ROOM },
  {
    roomId: R.BANDUNG_JUNIOR_SUITE,
    bedrooms: [{ beds: bed('KING') }],
    facilities: [...HOTEL_ROOM, 'BATHTUB', 'SEATING_AREA'],
  },
];

export async function seedPropertyContent(tx: Database, now: Date, adminId: number): Promise<void> {
  const confirmedAt = new Date(now.getTime() - 400 * 24 * 3_600_000);
  for (const c of CONTENT) {
    await tx.query(
      `UPDATE hotels SET property_type = $2, place_type = $3, category_confirmed_at = $4, created_by = $5,
              description = $6, address = $7, province_code = $8, regency_code = $9, district_code = $10,
              postal_code = $11, latitude = $12, longitude = $13, phone_code = '+62', phone = $14, email = $15,
              website = $16, check_in_time = $17, check_out_time = $18
        WHERE hotel_id = $1`,
      [
        c.hotelId,
        c.propertyType,
        c.placeType,
        confirmedAt,
        adminId,
        c.description,
        c.address,
        c.province,
        c.regency,
        c.district,
        c.postalCode,
        c.latitude,
        c.longitude,
        c.phone,
        c.email,
        c.website,
        c.checkIn,
        c.checkOut,
      ],
    );
    await tx.query(
      `INSERT INTO property_contacts (hotel_id, kinds, name, position, email, mobile_code, mobile, account_id)
       SELECT $1::bigint, ARRAY['PRIMARY', 'AGREEMENT'], a.name, 'Direktur', a.email, a.phone_code, a.phone, a.id
         FROM accounts a WHERE a.id = $2
       UNION ALL
       SELECT $1::bigint, ARRAY['FINANCE', 'RESERVATION'], $3::text, $4::text, $5::text, '+62', $6::text, NULL`,
      [c.hotelId, adminId, c.staff.name, c.staff.position, c.staff.email, c.staff.mobile],
    );
    await tx.query(
      `INSERT INTO property_policies (hotel_id, allow_alcoholic_drink, allow_pets, allow_smoking, breakfast_start,
                                      breakfast_end)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        c.hotelId,
        c.policy.alcohol,
        c.policy.pets,
        c.policy.smoking,
        c.policy.breakfast?.[0] ?? null,
        c.policy.breakfast?.[1] ?? null,
      ],
    );
    await tx.query(`INSERT INTO property_facilities (hotel_id, facility) SELECT $1, unnest($2::text[])`, [
      c.hotelId,
      c.facilities,
    ]);
  }
  for (const room of ROOMS) {
    const layout = room.bedrooms.map((b) => ({ beds: b.beds, alternatives: b.alternatives ?? [] }));
    await tx.query(`UPDATE rooms SET bedroom_layout = $2::jsonb WHERE room_id = $1`, [
      room.roomId,
      JSON.stringify(layout),
    ]);
    await tx.query(
      `INSERT INTO room_facilities (hotel_id, room_id, facility)
       SELECT r.hotel_id, r.room_id, unnest($2::text[]) FROM rooms r WHERE r.room_id = $1`,
      [room.roomId, room.facilities],
    );
  }
}
