// Password rules (DESIGN D14): 6 to 128 characters and none of the most common passwords.
// The list mixes the global top lists with the ones Brazilians use most (NordPass/SplashData
// yearly lists for Brazil: "senha", "brasil", team names, "mudar123"...). Compared ignoring case.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const COMMON_PASSWORD_MESSAGE =
  "Essa senha é muito comum e fácil de adivinhar. Escolha uma senha diferente, que você não use em outros sites.";
export const PASSWORD_TOO_LONG_MESSAGE = "A senha deve ter no máximo 128 caracteres.";

const COMMON = `123456 123456789 12345678 1234567 12345 1234567890 123123 111111 000000 654321 666666 121212
123321 112233 123654 159753 147258 147258369 123456a 123456aa 123abc abc123 abcdef abcd1234 a123456 qwerty
qwerty123 qwerty1 asdfgh asdf1234 zxcvbn 1q2w3e 1q2w3e4r 1q2w3e4r5t qazwsx password password1 password123
passw0rd iloveyou admin admin123 welcome monkey dragon master letmein sunshine princess football baseball
shadow superman batman trustno1 000000a 11111111 88888888 987654321 7777777 555555 222222 999999 888888 101010
senha senha1 senha12 senha123 senha1234 senha@123 minhasenha mudar123 mudar@123 trocar123 acesso acesso123
brasil brasil123 brasil10 brazil saopaulo sao.paulo corinthians flamengo palmeiras santos vasco gremio
internacional cruzeiro botafogo fluminense timao mengao verdao jesus jesus123 jesuscristo deus deusefiel
deuseamor deus123 amor amor123 meuamor teamo teamo123 euteamo familia familia123 felicidade vitoria gabriel
lucas matheus mateus rafael pedro daniel bruno felipe amanda juliana beatriz camila fernanda mariana
123mudar 102030 10203040 1020304050 142536 252525 131313 1a2b3c 1a2b3c4d qwe123 asd123 zaq12wsx
q1w2e3r4 q1w2e3 aaaaaa abcabc abc12345 123qwe 1qaz2wsx 159357 741852 963852 852456 456789 123456789a
internet computador usuario cliente revisafacil revisaconecta advogado juridico`;

// Built on first use: a set made at the top level would be kept in the sign-up page's JavaScript,
// which reads only the lengths above (issue 26 item 3).
let commonSet: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  const p = password.trim().toLowerCase();
  commonSet ??= new Set(COMMON.split(/\s+/).filter(Boolean));
  // A single repeated character ("aaaaaaa", "0000000") is as weak as anything on the list.
  return commonSet.has(p) || /^(.)\1+$/.test(p);
}
