import type { PreferredChannel, ProfileFields } from '../../../shared/profile.ts';
import { siteContent } from './site.ts';

type ProfileField = keyof ProfileFields;

const count = (value: number) => value.toLocaleString('pt-BR');
const savedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/** Every text of `/dashboard/perfil`, the client's profile (docs/portal.md). */
export const profileContent = {
  documentTitle: `Meu perfil — ${siteContent.brandName}`,
  title: 'Meu perfil',
  lead: 'Conte um pouco sobre você. Com essas informações, a equipe prepara cada conversa a partir do seu contexto.',
  formHeading: 'Seus dados',
  loading: 'Carregando seu perfil...',
  loadFailed: 'Não foi possível carregar o seu perfil.',
  labels: {
    full_name: 'Nome completo',
    phone: 'Telefone',
    company: 'Empresa',
    job_title: 'Cargo',
    city: 'Cidade',
    preferred_channel: 'Como prefere ser contatado',
    goals: 'Seus objetivos',
  } satisfies Record<ProfileField, string>,
  hints: {
    phone: 'Com DDD. Ex.: (11) 98765-4321',
    goals: 'O que você quer construir — para a sua carreira, a sua empresa ou a sua família.',
  },
  channels: {
    email: 'Email',
    whatsapp: 'WhatsApp',
    phone: 'Telefone',
  } satisfies Record<PreferredChannel, string>,
  characterCount: (used: number, limit: number) => `${count(used)} de ${count(limit)} caracteres`,
  save: 'Salvar perfil',
  saving: 'Salvando...',
  lastSaved: (isoDate: string) => `Salvo em ${savedAt.format(new Date(isoDate))}.`,
  completion: {
    heading: 'Para um perfil completo',
    complete: 'Completo',
    incomplete: 'Incompleto',
    completeText: 'Tudo pronto: a equipe já tem o que precisa para personalizar a sua experiência.',
    incompleteText: 'Preencha e salve os campos abaixo; os demais são opcionais.',
    filled: 'preenchido',
    missing: 'falta preencher',
  },
  toasts: {
    saved: { title: 'Perfil salvo.', description: 'Suas informações foram atualizadas.' },
    invalid: {
      title: 'Revise o perfil',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    saveFailedTitle: 'Não foi possível salvar',
  },
} as const;
