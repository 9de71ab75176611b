import { PageIntro } from '../../ui/page-intro';
import { BACKEND_TECHNOLOGIES, FRONTEND_TECHNOLOGIES, type Technology } from './technologies';
import '../../ui/marketing.css';
import './technology.css';

function TechnologyList({ items }: { items: Technology[] }) {
  return (
    <ul className="tech-grid" role="list">
      {items.map((item) => (
        <li key={item.name} className="card tech-card">
          <img src={item.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
          <div>
            <h3 className="tech-card__name">{item.name}</h3>
            <p>{item.use}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TechnologyPage() {
  return (
    <>
      <PageIntro
        title="Technology"
        eyebrow="Our stack"
        lead="Proven, well-supported technologies our engineers use every day, chosen so that any competent team can maintain what we build."
      />
      <section className="page-band" aria-labelledby="tech-backend">
        <div className="container">
          <div className="section-heading">
            <h2 id="tech-backend">Backend and database</h2>
            <p>Where your business rules and data live: secure, tested and documented.</p>
          </div>
          <TechnologyList items={BACKEND_TECHNOLOGIES} />
        </div>
      </section>
      <section className="page-band page-band--alt" aria-labelledby="tech-frontend">
        <div className="container">
          <div className="section-heading">
            <h2 id="tech-frontend">Frontend</h2>
            <p>What your customers see and touch: fast, accessible and responsive.</p>
          </div>
          <TechnologyList items={FRONTEND_TECHNOLOGIES} />
        </div>
      </section>
    </>
  );
}
