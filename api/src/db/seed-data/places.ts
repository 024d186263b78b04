// Cities and localities with approximate real coordinates, plus what the seed needs to price and
// describe villas there: the plot rate (rupees per sq.ft) and a well-known landmark nearby.

export type CityKey = 'bengaluru' | 'hyderabad' | 'chennai' | 'mysore' | 'hosur';
export type ReraScheme = 'KA' | 'TG' | 'TN';

export interface CitySeed {
  key: CityKey;
  name: string;
  state: string;
  rera: ReraScheme;
  /** The planning authority whose approvals buyers look for. */
  authority: string;
}

export interface LocalitySeed {
  city: CityKey;
  name: string;
  lat: number;
  lng: number;
  /** Typical villa plot rate in rupees per sq.ft. */
  plotRate: number;
  landmark: string;
  /** RERA district code (Karnataka's 4-digit code, Telangana's P0xx, Tamil Nadu's region number). */
  reraCode: string;
}

export const CITIES: CitySeed[] = [
  { key: 'bengaluru', name: 'Bengaluru', state: 'Karnataka', rera: 'KA', authority: 'BDA / BMRDA' },
  { key: 'hyderabad', name: 'Hyderabad', state: 'Telangana', rera: 'TG', authority: 'HMDA' },
  { key: 'chennai', name: 'Chennai', state: 'Tamil Nadu', rera: 'TN', authority: 'CMDA / DTCP' },
  { key: 'mysore', name: 'Mysore', state: 'Karnataka', rera: 'KA', authority: 'MUDA' },
  { key: 'hosur', name: 'Hosur', state: 'Tamil Nadu', rera: 'TN', authority: 'DTCP' },
];

export const LOCALITIES: LocalitySeed[] = [
  { city: 'bengaluru', name: 'Whitefield', lat: 12.9698, lng: 77.75, plotRate: 9500, landmark: 'ITPL', reraCode: '1251' },
  { city: 'bengaluru', name: 'Sarjapur Road', lat: 12.9007, lng: 77.6985, plotRate: 8000, landmark: 'Wipro Corporate Office', reraCode: '1251' },
  { city: 'bengaluru', name: 'Devanahalli', lat: 13.2437, lng: 77.7172, plotRate: 5000, landmark: 'Kempegowda International Airport', reraCode: '1250' },
  { city: 'bengaluru', name: 'Electronic City', lat: 12.8452, lng: 77.6602, plotRate: 6000, landmark: 'Infosys Electronic City campus', reraCode: '1251' },
  { city: 'bengaluru', name: 'Hennur', lat: 13.0358, lng: 77.6433, plotRate: 8500, landmark: 'Manyata Tech Park', reraCode: '1251' },
  { city: 'bengaluru', name: 'Yelahanka', lat: 13.1007, lng: 77.5963, plotRate: 7000, landmark: 'Yelahanka Air Force Station', reraCode: '1251' },
  { city: 'bengaluru', name: 'Kanakapura Road', lat: 12.8645, lng: 77.5436, plotRate: 6500, landmark: 'NICE Road junction', reraCode: '1251' },
  { city: 'bengaluru', name: 'Bannerghatta Road', lat: 12.8776, lng: 77.5985, plotRate: 7500, landmark: 'Bannerghatta Biological Park', reraCode: '1251' },
  { city: 'bengaluru', name: 'Hebbal', lat: 13.0354, lng: 77.5988, plotRate: 11000, landmark: 'Hebbal Lake', reraCode: '1251' },
  { city: 'bengaluru', name: 'Varthur', lat: 12.9406, lng: 77.747, plotRate: 7500, landmark: 'Varthur Lake', reraCode: '1251' },

  { city: 'hyderabad', name: 'Gachibowli', lat: 17.4401, lng: 78.3489, plotRate: 10000, landmark: 'the Financial District', reraCode: 'P024' },
  { city: 'hyderabad', name: 'Kokapet', lat: 17.3947, lng: 78.3358, plotRate: 11000, landmark: 'the Outer Ring Road', reraCode: 'P024' },
  { city: 'hyderabad', name: 'Shamshabad', lat: 17.2543, lng: 78.404, plotRate: 4500, landmark: 'Rajiv Gandhi International Airport', reraCode: 'P024' },
  { city: 'hyderabad', name: 'Kompally', lat: 17.535, lng: 78.483, plotRate: 5500, landmark: 'the Medchal highway', reraCode: 'P022' },
  { city: 'hyderabad', name: 'Tellapur', lat: 17.459, lng: 78.283, plotRate: 7000, landmark: 'the Tellapur lake', reraCode: 'P011' },
  { city: 'hyderabad', name: 'Narsingi', lat: 17.3843, lng: 78.3582, plotRate: 8500, landmark: 'the Narsingi ORR interchange', reraCode: 'P024' },
  { city: 'hyderabad', name: 'Nanakramguda', lat: 17.417, lng: 78.34, plotRate: 10500, landmark: 'the Financial District', reraCode: 'P024' },
  { city: 'hyderabad', name: 'Gandipet', lat: 17.379, lng: 78.305, plotRate: 8000, landmark: 'Osman Sagar lake', reraCode: 'P024' },

  { city: 'chennai', name: 'Navalur', lat: 12.8459, lng: 80.2265, plotRate: 6500, landmark: 'the OMR IT corridor', reraCode: '29' },
  { city: 'chennai', name: 'Injambakkam', lat: 12.915, lng: 80.25, plotRate: 9000, landmark: 'the East Coast Road beaches', reraCode: '29' },
  { city: 'chennai', name: 'Kelambakkam', lat: 12.787, lng: 80.221, plotRate: 4500, landmark: 'the OMR-Vandalur road', reraCode: '29' },
  { city: 'chennai', name: 'Porur', lat: 13.0382, lng: 80.1565, plotRate: 7500, landmark: 'the DLF Cybercity campus', reraCode: '29' },
  { city: 'chennai', name: 'Tambaram', lat: 12.9249, lng: 80.1, plotRate: 5000, landmark: 'Tambaram railway station', reraCode: '29' },
  { city: 'chennai', name: 'Sholinganallur', lat: 12.901, lng: 80.2279, plotRate: 7000, landmark: 'the ELCOT SEZ', reraCode: '29' },
  { city: 'chennai', name: 'Vandalur', lat: 12.8922, lng: 80.081, plotRate: 4000, landmark: 'Arignar Anna Zoological Park', reraCode: '29' },
  { city: 'chennai', name: 'Medavakkam', lat: 12.92, lng: 80.192, plotRate: 5500, landmark: 'the Medavakkam junction', reraCode: '29' },

  { city: 'mysore', name: 'Vijayanagar', lat: 12.3361, lng: 76.6124, plotRate: 3400, landmark: 'the Mysore Ring Road', reraCode: '1248' },
  { city: 'mysore', name: 'Bogadi', lat: 12.2985, lng: 76.6071, plotRate: 3000, landmark: 'Chamundi Hills', reraCode: '1248' },
  { city: 'mysore', name: 'Hootagalli', lat: 12.3282, lng: 76.5884, plotRate: 2600, landmark: 'the Hootagalli industrial area', reraCode: '1248' },
  { city: 'mysore', name: 'Hebbal', lat: 12.3465, lng: 76.624, plotRate: 3000, landmark: 'the Infosys Mysore campus', reraCode: '1248' },
  { city: 'mysore', name: 'JP Nagar', lat: 12.2733, lng: 76.6512, plotRate: 2800, landmark: 'Chamundi Hills', reraCode: '1248' },
  { city: 'mysore', name: 'Siddhartha Layout', lat: 12.2886, lng: 76.6641, plotRate: 3600, landmark: 'Mysore Palace', reraCode: '1248' },
  { city: 'mysore', name: 'Bannimantap', lat: 12.3245, lng: 76.66, plotRate: 2900, landmark: 'the Dasara exhibition grounds', reraCode: '1248' },

  { city: 'hosur', name: 'Bagalur Road', lat: 12.7602, lng: 77.8101, plotRate: 2200, landmark: 'the Hosur bus stand', reraCode: '11' },
  { city: 'hosur', name: 'Rayakottai Road', lat: 12.7253, lng: 77.8495, plotRate: 1900, landmark: 'the Rayakottai highway', reraCode: '11' },
  { city: 'hosur', name: 'Zuzuvadi', lat: 12.7765, lng: 77.7842, plotRate: 2600, landmark: 'the Attibele border', reraCode: '11' },
  { city: 'hosur', name: 'Mathigiri', lat: 12.7312, lng: 77.8062, plotRate: 2000, landmark: 'the SIPCOT industrial estate', reraCode: '11' },
  { city: 'hosur', name: 'SIPCOT', lat: 12.7432, lng: 77.857, plotRate: 1850, landmark: 'the SIPCOT industrial estate', reraCode: '11' },
  { city: 'hosur', name: 'Thally Road', lat: 12.7055, lng: 77.7998, plotRate: 1800, landmark: 'the Hosur-Thally road', reraCode: '11' },
  { city: 'hosur', name: 'Alasanatham', lat: 12.7461, lng: 77.8083, plotRate: 2300, landmark: 'the Hosur town centre', reraCode: '11' },
];
