// Facts printed in the header and footer (spec section 1).
export const SITE = {
  name: 'VillaNest',
  phone: { display: '+91 80 4718 2260', href: 'tel:+918047182260' },
  agentRegistrations: [
    { region: 'Hyderabad', number: 'A02500002871' },
    { region: 'Tamil Nadu', number: 'TN/Agent/0417/2024' },
    { region: 'Karnataka', number: 'PRM/KA/RERA/1251/310/AG/230915/003811' },
  ],
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/villanest.in' },
    { network: 'Instagram', href: 'https://www.instagram.com/villanest.in' },
    { network: 'YouTube', href: 'https://www.youtube.com/@villanest' },
    { network: 'X', href: 'https://x.com/villanest_in' },
  ],
  poweredBy: { name: 'Northwind Digital', href: 'https://northwind.example.com' },
} as const;
