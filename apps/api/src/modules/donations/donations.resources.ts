import * as contracts from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import * as tables from './donations.tables.ts';

export const donationResource = defineResource({ contract: contracts.donation, table: tables.donations });

export const donationsResources = [donationResource];
