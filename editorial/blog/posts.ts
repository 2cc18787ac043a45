// The blog's 10 posts (SPEC §2 "Blog", §9). Each published post has its full article in
// artigos/<slug>.md and a route of the same name (/blog-…). A post without a date is announced as
// "Em breve" (no article, no link; the spec's state, kept for any card without content, DESIGN
// §8b.22); today all ten are published. Dates are fixed here so every database seeds the same blog.
// Images are the project's own SVG illustrations in public/blog/ (no stock photos, no external URLs).
import type { BlogCategory } from "./categories";

export interface BlogPostSource {
  slug: string;
  title: string;
  summary: string;
  category: BlogCategory;
  author: string;
  image: string;
  /** Publication time (ISO, Brasília noon); null for posts announced as "Em breve". */
  publishedAt: string | null;
}

const AUTHOR = "Equipe RevisaFácil";

export const blogPostSources: BlogPostSource[] = [
  {
    slug: "blog-juros-abusivos-veiculos",
    title:
      "Juros abusivos no financiamento de veículos: como comparar com a taxa média do Banco Central",
    summary:
      "Veja como encontrar a taxa mensal do seu financiamento, compará-la com a média do Banco Central para o mês da assinatura e entender o que os tribunais consideram abusivo.",
    category: "Revisão de Juros",
    author: AUTHOR,
    image: "/blog/juros-veiculos.svg",
    publishedAt: "2025-10-06T15:00:00.000Z",
  },
  {
    slug: "blog-descubraseguros",
    title: "Descubra os seguros escondidos no seu contrato: seguro prestamista e venda casada",
    summary:
      "O seguro prestamista pode vir embutido no empréstimo ou no financiamento sem que você tenha escolhido. Entenda quando isso é venda casada e como pedir a devolução.",
    category: "Direitos do Consumidor",
    author: AUTHOR,
    image: "/blog/seguros.svg",
    publishedAt: "2025-09-22T15:00:00.000Z",
  },
  {
    slug: "blog-empresta-cartao",
    title: "Emprestar o cartão e o cartão consignado RMC: armadilhas que custam caro",
    summary:
      "Emprestar o cartão para alguém e contratar um cartão consignado achando que era empréstimo são dois caminhos comuns para dívidas difíceis de sair. Saiba como se proteger.",
    category: "Direitos do Consumidor",
    author: AUTHOR,
    image: "/blog/cartao.svg",
    publishedAt: "2025-09-08T15:00:00.000Z",
  },
  {
    slug: "blog-credito-quando-utilizar",
    title: "Crédito: quando faz sentido usar e como escolher a modalidade mais barata",
    summary:
      "Empréstimo não é vilão nem solução mágica. Veja em que situações o crédito ajuda, como comparar o Custo Efetivo Total e quais direitos você tem antes e depois de contratar.",
    category: "Dicas Jurídicas",
    author: AUTHOR,
    image: "/blog/credito.svg",
    publishedAt: "2025-08-25T15:00:00.000Z",
  },
  {
    slug: "blog-organize-suas-despesas",
    title: "Organize suas despesas: um orçamento doméstico simples para sair do aperto",
    summary:
      "Um passo a passo para listar o que entra e o que sai, separar o essencial, negociar dívidas e conhecer a proteção da lei do superendividamento.",
    category: "Dicas Jurídicas",
    author: AUTHOR,
    image: "/blog/despesas.svg",
    publishedAt: "2025-08-11T15:00:00.000Z",
  },
  {
    slug: "blog-taxa-media-banco-central",
    title: "Taxa média do Banco Central: o que é e como consultar a do seu contrato",
    summary:
      "De onde vem a taxa média de mercado, quais séries do Banco Central valem para cada tipo de contrato e por que o mês da assinatura faz diferença.",
    category: "Revisão de Juros",
    author: AUTHOR,
    image: "/blog/taxa-media-banco-central.svg",
    publishedAt: "2025-10-20T15:00:00.000Z",
  },
  {
    slug: "blog-teto-consignado-inss",
    title: "Consignado do INSS: o teto de juros e a revisão do contrato",
    summary:
      "Os juros do consignado de aposentados e pensionistas têm um teto definido pelo Conselho Nacional de Previdência Social. Veja como conferir o limite do mês em que você assinou.",
    category: "Revisão de Juros",
    author: AUTHOR,
    image: "/blog/teto-consignado-inss.svg",
    publishedAt: "2025-11-03T15:00:00.000Z",
  },
  {
    slug: "blog-busca-e-apreensao-liminar",
    title: "Busca e apreensão do veículo: o que acontece depois da liminar",
    summary:
      "Um panorama do Decreto-Lei 911/1969: a notificação que comprova o atraso, o prazo de 5 dias para pagar a dívida e as defesas possíveis no processo.",
    category: "Busca e Apreensão",
    author: AUTHOR,
    image: "/blog/busca-e-apreensao-liminar.svg",
    publishedAt: "2025-11-17T15:00:00.000Z",
  },
  {
    slug: "blog-notificacao-atraso-financiamento",
    title: "Notificação de atraso no financiamento: como agir antes da ação",
    summary:
      "Recebeu uma notificação do banco por parcelas em atraso? Entenda por que ela é exigida antes da busca e apreensão e quais caminhos de negociação existem.",
    category: "Busca e Apreensão",
    author: AUTHOR,
    image: "/blog/notificacao-atraso-financiamento.svg",
    publishedAt: "2025-12-01T15:00:00.000Z",
  },
  {
    slug: "blog-cobranca-indevida-devolucao-em-dobro",
    title: "Cobrança indevida: quando você tem direito à devolução em dobro",
    summary:
      "O Código de Defesa do Consumidor prevê a devolução em dobro do que foi cobrado e pago indevidamente. Entenda quando isso vale para tarifas e seguros bancários.",
    category: "Direitos do Consumidor",
    author: AUTHOR,
    image: "/blog/cobranca-indevida-devolucao-em-dobro.svg",
    publishedAt: "2025-12-15T15:00:00.000Z",
  },
];
