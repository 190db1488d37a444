import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { placeholderControllerEmail } from '../../../../shared/site-content/placeholders.ts';
import { siteContent } from '../site.ts';

const brand = siteContent.brandName;

const terms = `Estes termos valem para o site da ${brand} e para a Área do Cliente, onde clientes convidados pela nossa equipe acompanham o seu trabalho conosco. Ao usar a Área do Cliente, você concorda com eles.

## 1. O que oferecemos aqui

O site apresenta a consultoria e as nossas soluções. A Área do Cliente permite:

- manter o seu perfil (nome, contato, empresa, cargo, cidade e objetivos);
- agendar, remarcar e cancelar conversas com a equipe nos horários disponíveis;
- ler, assistir, ouvir e baixar os materiais que preparamos para os nossos clientes;
- cuidar da segurança da sua conta (senha, sessões abertas e verificação em duas etapas) e baixar ou excluir os seus dados.

Os serviços de consultoria em si (diagnósticos, produções, mentorias) são regidos pela proposta ou pelo contrato que firmamos com você; estes termos tratam apenas do uso do site.

## 2. A sua conta

- A conta é pessoal. O acesso é feito com o seu email e uma senha que só você conhece; recomendamos ativar a verificação em duas etapas em **Segurança**.
- Se suspeitar que alguém usou a sua conta, troque a senha, encerre as outras sessões em **Segurança** e fale conosco.
- Depois de várias senhas erradas seguidas, o acesso por aquele email fica bloqueado por alguns minutos, para proteger a conta.
- Podemos suspender uma conta usada para tentar acessar dados de outras pessoas, sobrecarregar o serviço ou contornar as suas proteções.

## 3. Agendamentos

As conversas são marcadas nos horários que a equipe abre na agenda. Você recebe a confirmação por email, com um convite de calendário, e um lembrete na véspera. Remarque ou cancele pela própria Área do Cliente, com a antecedência indicada na agenda; se a equipe precisar cancelar, você será avisado por email.

## 4. Materiais exclusivos

Os materiais (textos, vídeos, áudios e imagens) são de autoria da ${brand} ou usados com autorização e são licenciados a você para uso pessoal e no âmbito do trabalho conosco. Não é permitido publicá-los, revendê-los nem compartilhar os links de acesso, que são pessoais e expiram.

## 5. Propriedade intelectual

A marca ${brand}, os textos, o design e os materiais do site são protegidos pela legislação de direitos autorais e de propriedade industrial. O conteúdo que você nos envia continua sendo seu.

## 6. Disponibilidade

Trabalhamos para que o site esteja sempre no ar, mas ele pode ficar indisponível por manutenção ou por falhas fora do nosso controle. Nenhum agendamento ou dado confirmado é perdido por isso.

## 7. Privacidade

Como tratamos os seus dados pessoais está na [Política de Privacidade](/privacidade).

## 8. Mudanças e foro

Podemos atualizar estes termos; a data da última versão fica no início desta página e, se a mudança for relevante, avisaremos por email. Estes termos seguem as leis do Brasil.

## 9. Contato

Dúvidas sobre estes termos: fale conosco pelos contatos indicados no fim da [Política de Privacidade](/privacidade).`;

const privacy = `Esta política explica quais dados pessoais a ${brand} trata no site e na Área do Cliente, por que, por quanto tempo e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018, LGPD).

## 1. Quais dados tratamos

- **Conta:** email, senha (guardada apenas como um resumo criptográfico, nunca em texto) e, se você ativar, o segredo da verificação em duas etapas (cifrado).
- **Perfil:** nome completo, telefone, empresa, cargo, cidade, canal de contato preferido e os objetivos que você descrever.
- **Agendamentos:** data, horário, assunto e observações de cada conversa, remarcações e cancelamentos.
- **Questionário:** as respostas que você der às perguntas da equipe antes da primeira conversa.
- **Depois de cada conversa:** se ela aconteceu, o resumo com os próximos passos que a equipe escreve para você e as notas internas da equipe sobre a conversa.
- **Materiais:** quais materiais você abriu e quando.
- **Registros de acesso e segurança:** endereço IP, data e hora, navegador e dispositivo de cada entrada, saída e alteração da conta, e as sessões abertas.

O site público não usa cookies de publicidade nem ferramentas de rastreamento. A Área do Cliente guarda no seu navegador apenas o necessário para manter você conectado.

## 2. Para que e com que base legal

- **Prestar o serviço que você contratou** (LGPD, art. 7º, V — execução de contrato e procedimentos preliminares): criar e manter a sua conta, o perfil, os agendamentos e o acesso aos materiais; enviar confirmações, convites de calendário e lembretes por email.
- **Proteger a sua conta e o serviço** (art. 7º, IX — legítimo interesse, e art. 7º, II — cumprimento de obrigação legal): limitar tentativas de acesso, detectar uso indevido e manter os registros de acesso exigidos pelo Marco Civil da Internet (Lei 12.965/2014).
- **Atender aos seus pedidos** sobre os seus dados (art. 18).

Não vendemos dados pessoais e não os usamos para publicidade.

## 3. Com quem compartilhamos

Apenas com fornecedores que operam o serviço em nosso nome (operadores, na linguagem da LGPD), sob contrato e somente para essa finalidade:

- a empresa que hospeda os servidores e o banco de dados;
- o serviço que envia os nossos emails;
- o serviço de armazenamento de arquivos, quando os materiais ficam em um.

A equipe da ${brand} vê o seu perfil, os seus agendamentos e o histórico da sua conta para atender você. Dados só são entregues a autoridades quando a lei ou uma ordem judicial exigir.

## 4. Por quanto tempo

- Conta, perfil, agendamentos e materiais abertos: enquanto a sua conta existir. Quando você a exclui, eles são apagados na hora.
- Registros de acesso e segurança, sessões encerradas e links usados: guardados por seis meses, como o Marco Civil da Internet (Lei 12.965/2014, art. 15) exige, e então apagados automaticamente, salvo quando a lei ou uma ordem judicial exigir prazo maior.
- Endereços de quem não tem conta (por exemplo, em um pedido de nova senha): não são guardados.

## 5. Os seus direitos e como exercê-los aqui

Pela LGPD (art. 18), você pode confirmar se tratamos os seus dados, acessá-los, corrigi-los, pedir a portabilidade, a eliminação, saber com quem os compartilhamos e revogar consentimentos. Na Área do Cliente você mesmo faz o principal, sem precisar pedir:

- **Corrigir:** em **Meu perfil**.
- **Acessar e levar os seus dados:** em **Segurança**, "Baixar meus dados" gera um arquivo com tudo o que guardamos sobre você. As notas internas da equipe sobre as conversas aparecem nele contadas, não por inteiro: peça-as ao controlador (abaixo) e a equipe as entrega em até 15 dias.
- **Excluir a conta:** em **Segurança**, "Excluir minha conta" apaga a conta e os dados pessoais; os agendamentos futuros são cancelados e a equipe é avisada.
- **Encerrar sessões** em outros aparelhos: em **Segurança**.

Para os demais pedidos, ou se algo não funcionar, escreva ao controlador (abaixo). Respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).

## 6. Segurança

Toda a comunicação é cifrada (HTTPS). Senhas são guardadas com algoritmos próprios para isso, os segredos da verificação em duas etapas são cifrados, o acesso da equipe exige verificação em duas etapas e cada ação sobre contas fica registrada.

## 7. Mudanças

Quando esta política mudar, a data no início desta página será atualizada e, se a mudança for relevante, avisaremos por email.`;

/** The legal pages' first version (LGPD: docs/portal.md); the controller is the team's to fill. */
export const legalDefaults = {
  terms: { title: 'Termos de Uso', body: terms, updatedOn: '2026-11-23' },
  privacy: { title: 'Política de Privacidade', body: privacy, updatedOn: '2026-11-23' },
  controller: {
    name: brand,
    document: '',
    email: placeholderControllerEmail,
    address: '',
  },
} satisfies SiteContent['legal'];
