export default function HomePage() {
  return <main>Главная</main>;
}
