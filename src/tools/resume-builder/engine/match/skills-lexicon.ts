/**
 * Skills a job ad names, each with the other ways people write it (first = how we show it). Written
 * for this tool from common job-ad vocabulary; a job's skill outside this list is still found when
 * the ad lists it, or by the noun-phrase pass.
 */
export const SKILL_ALIASES: readonly (readonly string[])[] = [
  ['JavaScript', 'JS', 'ECMAScript', 'ES6'], ['TypeScript', 'TS'], ['Python'], ['Java'], ['C#', 'C Sharp', 'CSharp'], ['C++', 'CPP'], ['C'], ['Go', 'Golang'],
  ['Rust'], ['Ruby'], ['PHP'], ['Swift'], ['Kotlin'], ['Scala'], ['R'], ['MATLAB'], ['Perl'], ['Elixir'], ['Haskell'], ['Clojure'], ['Dart'], ['Lua'],
  ['SQL'], ['T-SQL', 'TSQL'], ['PL/SQL'], ['Bash', 'Shell scripting', 'Shell'], ['PowerShell'], ['HTML', 'HTML5'], ['CSS', 'CSS3'], ['Sass', 'SCSS'], ['Less'],
  ['React', 'React.js', 'ReactJS'], ['React Native'], ['Vue.js', 'Vue', 'VueJS'], ['Angular', 'AngularJS'], ['Svelte'], ['Next.js', 'NextJS'], ['Nuxt', 'Nuxt.js'],
  ['Redux'], ['jQuery'], ['Tailwind CSS', 'Tailwind'], ['Bootstrap'], ['Webpack'], ['Vite'], ['Node.js', 'Node', 'NodeJS'], ['Express', 'Express.js'], ['Deno'],
  ['NestJS', 'Nest.js'], ['Django'], ['Flask'], ['FastAPI'], ['Ruby on Rails', 'Rails'], ['Spring', 'Spring Boot'], ['Laravel'], ['Symfony'],
  ['.NET', 'dotnet', '.NET Core', 'ASP.NET'], ['ASP.NET MVC'], ['GraphQL'], ['REST', 'RESTful', 'REST APIs', 'REST API'], ['gRPC'], ['WebSockets', 'WebSocket'],
  ['PostgreSQL', 'Postgres'], ['MySQL'], ['SQLite'], ['SQL Server', 'MS SQL', 'MSSQL', 'Microsoft SQL Server'], ['Oracle'], ['MongoDB', 'Mongo'], ['Redis'],
  ['Elasticsearch', 'Elastic Search'], ['Cassandra'], ['DynamoDB'], ['Snowflake'], ['BigQuery'], ['Redshift'], ['Kafka', 'Apache Kafka'], ['RabbitMQ'], ['Spark', 'Apache Spark', 'PySpark'],
  ['Hadoop'], ['Airflow', 'Apache Airflow'], ['dbt'], ['ETL'], ['Data warehousing', 'Data warehouse'], ['Tableau'], ['Power BI', 'PowerBI'], ['Looker'], ['Excel', 'Microsoft Excel'],
  ['pandas'], ['NumPy'], ['scikit-learn', 'sklearn'], ['TensorFlow'], ['PyTorch'], ['Keras'], ['Machine learning', 'ML'], ['Deep learning'], ['Artificial intelligence', 'AI'],
  ['Natural language processing', 'NLP'], ['Computer vision'], ['LLM', 'LLMs', 'Large language models'], ['Statistics', 'Statistical analysis'], ['Data analysis', 'Data analytics'],
  ['Data visualization', 'Data visualisation'], ['A/B testing'], ['AWS', 'Amazon Web Services'], ['Azure', 'Microsoft Azure'], ['GCP', 'Google Cloud', 'Google Cloud Platform'],
  ['Docker'], ['Kubernetes', 'K8s'], ['Terraform'], ['Ansible'], ['Helm'], ['Jenkins'], ['GitHub Actions'], ['GitLab CI'], ['CI/CD', 'Continuous integration', 'Continuous delivery'],
  ['Linux'], ['Unix'], ['Git'], ['Nginx'], ['IIS'], ['Serverless'], ['Lambda', 'AWS Lambda'], ['Microservices'], ['DevOps'], ['SRE', 'Site reliability engineering'],
  ['Prometheus'], ['Grafana'], ['Datadog'], ['Observability'], ['Security'], ['OAuth'], ['Jest'], ['Cypress'], ['Playwright'], ['Selenium'], ['Unit testing'], ['TDD', 'Test-driven development'],
  ['Agile'], ['Scrum'], ['Kanban'], ['Jira'], ['Figma'], ['UX', 'User experience'], ['UI', 'User interface'], ['Product management'], ['Project management'],
  ['Stakeholder management'], ['Communication'], ['Leadership'], ['Mentoring'], ['Customer service'], ['Sales'], ['Marketing'], ['SEO'], ['Budgeting'],
  ['Salesforce'], ['SAP'], ['Android'], ['iOS'], ['Flutter'], ['Unity'], ['Blockchain'], ['Solidity'], ['Web3'], ['OOP', 'Object-oriented programming'], ['LINQ'], ['Razor'],
  ['ClickHouse'], ['OLAP'], ['Web development'], ['Software engineering'], ['System administration', 'Systems administration', 'Sysadmin'], ['Networking', 'Computer networking'],
  ['Chef'], ['Puppet'], ['SaltStack'], ['HAProxy'], ['Thanos'], ['PagerDuty'], ['Splunk'], ['ELK stack', 'ELK'], ['Capybara'], ['RSpec'], ['pytest'], ['JUnit'],
  ['Travis CI'], ['CircleCI'], ['Google Workspace', 'G Suite', 'Google suite'], ['Gmail'], ['Google Docs'], ['Google Sheets'], ['Microsoft Office', 'MS Office', 'Microsoft 365', 'Office 365'],
  ['PowerPoint'], ['Outlook'], ['Technical writing'], ['Copywriting'], ['Documentation', 'Software documentation'], ['Information architecture'], ['Docs as code'],
  ['Configuration management'], ['Infrastructure as code', 'IaC'], ['Monitoring'], ['Incident management', 'Incident response'], ['Capacity planning'], ['Disaster recovery'],
  ['Root cause analysis', 'RCA'], ['Test automation', 'Automated testing', 'Automated tests'], ['Integration testing'], ['End-to-end testing', 'E2E testing'], ['Load balancing'],
  ['Distributed systems'], ['SaaS'], ['APIs', 'API', 'API design'], ['Change management'], ['Cybersecurity'], ['Quality assurance', 'QA'], ['Prototyping'], ['Shell scripting'],
  ['WebForms', 'Web Forms'], ['Entity Framework'], ['Axios'], ['Storybook'], ['Accessibility', 'WCAG', 'a11y'], ['Algorithms'], ['Data structures'], ['System design'],
];
