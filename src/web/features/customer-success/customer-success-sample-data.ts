// Sample figures only: this screen makes no server calls until the CRM connection exists
// (docs/product/modules.md#sample-data).

import { formatNumber, formatPercent } from "#shared/format";

export type CustomerStatus = "healthy" | "at_risk" | "churned";
export type OnboardingStatus = "completed" | "in_progress";

/**
 * A customer of the directory (docs/product/modules.md#customer-success); lastContact is already relative
 * text.
 */
export interface Customer {
  id: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  /** 0-100 */
  healthScore: number;
  status: CustomerStatus;
  onboardingStatus: OnboardingStatus;
  lastContact: string;
}

export interface Kpi {
  label: string;
  value: string;
  change: string;
  trend: "up" | "down";
  /** Whether the change is good news; a falling churn rate is. */
  favourable: boolean;
}

// The dashboard's sample figures (docs/product/modules.md#sample-data); healthy plus at risk make up the
// active customers.
export const ACTIVE_CUSTOMERS = 1247;
const AT_RISK_CUSTOMERS = 23;
const AVERAGE_HEALTH_SCORE = 87;

export const CUSTOMER_KPIS: Kpi[] = [
  {
    label: "Healthy Customers",
    value: formatNumber(ACTIVE_CUSTOMERS - AT_RISK_CUSTOMERS),
    change: "+38 from last month",
    trend: "up",
    favourable: true,
  },
  {
    label: "At Risk",
    value: formatNumber(AT_RISK_CUSTOMERS),
    change: "-5 from last month",
    trend: "down",
    favourable: true,
  },
  {
    label: "Avg Health Score",
    value: formatPercent(AVERAGE_HEALTH_SCORE),
    change: "+2% from last month",
    trend: "up",
    favourable: true,
  },
  {
    label: "Churn Rate",
    value: formatPercent(2.1),
    change: "+0.3% from last month",
    trend: "up",
    favourable: false,
  },
];

export const CUSTOMERS: Customer[] = [
  {
    id: "cus-1001",
    name: "Acme Corporation",
    contact: "John Smith",
    email: "john.smith@acme.example",
    phone: "(555) 010-1234",
    healthScore: 92,
    status: "healthy",
    onboardingStatus: "completed",
    lastContact: "2 days ago",
  },
  {
    id: "cus-1002",
    name: "Globex Industries",
    contact: "Sarah Johnson",
    email: "sarah.johnson@globex.example",
    phone: "(555) 010-2345",
    healthScore: 78,
    status: "at_risk",
    onboardingStatus: "completed",
    lastContact: "5 days ago",
  },
  {
    id: "cus-1003",
    name: "Initech Solutions",
    contact: "Michael Chen",
    email: "m.chen@initech.example",
    phone: "(555) 010-3456",
    healthScore: 45,
    status: "at_risk",
    onboardingStatus: "completed",
    lastContact: "3 weeks ago",
  },
  {
    id: "cus-1004",
    name: "Northwind Traders",
    contact: "Emily Davis",
    email: "emily.davis@northwind.example",
    phone: "(555) 010-4567",
    healthScore: 88,
    status: "healthy",
    onboardingStatus: "in_progress",
    lastContact: "Yesterday",
  },
  {
    id: "cus-1005",
    name: "Umbrella Logistics",
    contact: "David Wilson",
    email: "d.wilson@umbrella.example",
    phone: "(555) 010-5678",
    healthScore: 64,
    status: "at_risk",
    onboardingStatus: "completed",
    lastContact: "1 week ago",
  },
  {
    id: "cus-1006",
    name: "Stark Manufacturing",
    contact: "Lisa Anderson",
    email: "lisa.anderson@stark.example",
    phone: "(555) 010-6789",
    healthScore: 31,
    status: "churned",
    onboardingStatus: "completed",
    lastContact: "2 months ago",
  },
  {
    id: "cus-1007",
    name: "Wayne Financial",
    contact: "Robert Martinez",
    email: "r.martinez@waynefinancial.example",
    phone: "(555) 010-7890",
    healthScore: 95,
    status: "healthy",
    onboardingStatus: "completed",
    lastContact: "Today",
  },
  {
    id: "cus-1008",
    name: "Hooli Health",
    contact: "Jennifer Lee",
    email: "jennifer.lee@hooli.example",
    phone: "(555) 010-8901",
    healthScore: 81,
    status: "healthy",
    onboardingStatus: "in_progress",
    lastContact: "4 days ago",
  },
];
