import { COMPANY_PROFILE } from 'shared/content/company';
import gstImage from './images/certificate-gst.svg';
import recognitionImage from './images/certificate-recognition.svg';
import udyamImage from './images/certificate-udyam.svg';

export interface Certificate {
  id: string;
  title: string;
  issuer: string;
  numberLabel: string;
  number: string;
  image: string;
}

export const CERTIFICATES: Certificate[] = [
  {
    id: 'recognition',
    title: 'Certificate of Recognition',
    issuer: 'Department for Promotion of Industry and Internal Trade',
    numberLabel: 'Recognition number',
    number: COMPANY_PROFILE.certificates.recognition,
    image: recognitionImage,
  },
  {
    id: 'gst',
    title: 'GST Registration',
    issuer: 'Goods and Services Tax Network, Telangana',
    numberLabel: 'GSTIN',
    number: COMPANY_PROFILE.certificates.gst,
    image: gstImage,
  },
  {
    id: 'udyam',
    title: 'Udyam Registration',
    issuer: 'Ministry of Micro, Small and Medium Enterprises',
    numberLabel: 'Udyam registration number',
    number: COMPANY_PROFILE.certificates.udyam,
    image: udyamImage,
  },
];
