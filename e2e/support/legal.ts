/** The publisher's identity the end-to-end server runs with (D17): the legal pages must show it. */
export const E2E_LEGAL = {
  LEGAL_COMPANY_NAME: 'Étoile Conseil SAS',
  LEGAL_ADDRESS: '12 rue des Lilas, 75011 Paris',
  LEGAL_RCS: 'RCS Paris 912 345 678',
  LEGAL_DIRECTOR: 'Camille Martin',
  LEGAL_EMAIL: 'contact@etoile-conseil.example',
  LEGAL_HOST: 'Hébergeur Exemple SAS, 2 rue Kellermann, 59100 Roubaix',
} as const;
