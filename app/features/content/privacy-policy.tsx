export function meta() {
  return [{ title: "Política de Privacidade — RevisaFácil" }];
}

export default function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Política de Privacidade</h1>
    </article>
  );
}
