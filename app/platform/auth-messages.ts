// The spec's account texts (SPEC §5, §8), to the letter, plus the ones our flows add.
export const MSG = {
  fillAll: "Por favor, preencha todos os campos.",
  passwordMin: "A senha deve ter pelo menos 6 caracteres.",
  passwordInvalid: "Senha inválida. Use pelo menos 6 caracteres.",
  wrongCredentials: "E-mail ou senha incorretos.",
  alreadyRegistered: "Este e-mail já está cadastrado. Tente fazer login.",
  signUpFailed: "Erro no cadastro. Tente novamente.",
  generic: "Ocorreu um erro. Tente novamente.",
  profileFailed:
    "Cadastro realizado, mas houve erro ao configurar perfil. Entre em contato com o suporte.",
  loginOk: "Login realizado!",
  signUpOk: "Cadastro realizado!",
  invalidEmail: "Informe um e-mail válido.",
  emailNotVerified:
    "Seu e-mail ainda não foi confirmado. Enviamos um novo link de confirmação: abra sua caixa de entrada.",
  confirmSent:
    "Enviamos um link de confirmação para seu e-mail. Confirme o endereço para poder entrar.",
  resendSent:
    "Se o e-mail estiver cadastrado e ainda não confirmado, enviamos um novo link de confirmação.",
  confirmLinkInvalid: "O link de confirmação é inválido ou expirou. Peça um novo link abaixo.",
  emailConfirmed: "E-mail confirmado! Sua conta está ativa.",
  // Lawyer area (SPEC §8 "Lawyer auth").
  lawyerNotFound: "Usuário não encontrado no RevisaConecta. Cadastre-se para acessar.",
  lawyerWrongCredentials: "Usuário ou senha inválidos no RevisaConecta",
  lawyerAlreadyRegistered: "E-mail já cadastrado no RevisaConecta",
  lawyerEmailElsewhere:
    "E-mail já utilizado em outro sistema. Tente com outro e-mail ou faça login.",
  nameRequired: "Nome é obrigatório para cadastro",
  errorTitle: "Erro",
  lawyerWelcome: "Bem-vindo(a) ao RevisaConecta!",
  lawyerActivate: "Verifique seu e-mail para ativar a conta.",
  // Sign-out (SPEC §8).
  logoutOk: "Você saiu da sua conta com sucesso!",
  logoutFailed: "Erro ao sair da conta. Tente novamente.",
  logoutUnexpected: "Erro inesperado ao sair. Tente novamente.",
  // Guards (SPEC §6).
  loginRequired: "Você precisa estar logado para acessar este conteúdo.",
  // Issue #27: an admin without a second factor is held on /minha-conta/seguranca.
  adminNeedsFactor:
    "Contas de administrador precisam da verificação em duas etapas. Ative-a para continuar.",
  paidPlanRequired:
    "Para desbloquear este conteúdo, é necessário assinar o plano Básico ou Premium.",
  redirecting: "Redirecionando...",
} as const;

// Password reset.
export const RESET_MSG = {
  sent: "Se existir uma conta com esse e-mail, enviamos um link para redefinir a senha. O link vale por 1 hora.",
  mismatch: "As senhas não coincidem.",
  invalidLink: "Este link de redefinição é inválido, expirou ou já foi usado. Peça um novo link.",
  done: "Senha redefinida! Entre com a nova senha.",
} as const;
