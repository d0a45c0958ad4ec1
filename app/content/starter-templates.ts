// The text of the six starter templates clients download from /dashboard/templates until the firm
// uploads its own version of one (app/routes/internal-admin+/templates.tsx). Pure data: the build turns
// each into a Word file (scripts/starter-templates.ts, written to build/starter-templates/<key>.docx),
// so the web process never loads a document library. Bracketed capitals are the blanks a client fills in.
import type { TemplateKey } from './portal'

/** A numbered clause: plain text, or a short bold lead-in followed by the text. */
export type Clause = string | { title: string; text: string }

/** A numbered section (1, 2, 3…) whose clauses are numbered under it (1.1, 1.2…). */
export type Section = { heading: string; clauses: Clause[] }

/** One party’s signature block: a caption (e.g. “MEMBER:”) and the lines under it. */
export type SignatureBlock = { caption: string; lines: string[] }

export type StarterTemplate = {
  key: TemplateKey
  /** The heading on the first page. */
  title: string
  /** The line under the title, naming the company or the parties. */
  subtitle: string
  /** Unnumbered opening paragraphs (who the parties are, the date, the background). */
  preamble: string[]
  sections: Section[]
  /** The sentence just above the signatures. */
  closing: string
  signatures: SignatureBlock[]
  /** An optional schedule after the signatures (e.g. the members and their contributions). */
  schedule?: { heading: string; paragraphs: string[] }
}

/** The note printed in a box at the top of every starter. */
export const STARTER_NOTE = {
  lead: 'Starter template.',
  text: 'This form is a starting point, not a finished document and not advice about your situation. Fill in every bracketed item, delete the options that do not apply, and review the result with your attorney at the firm before anyone signs it. Florida law and your facts may call for changes.',
}

/** A block for a party that signs through a person: its name, then By, Name, Title and Date lines. */
const entitySignature = (caption: string, entity: string, title = '[TITLE]'): SignatureBlock => ({
  caption,
  lines: [entity, 'By: ______________________________', 'Name: [NAME]', `Title: ${title}`, 'Date: ______________'],
})
/** A block for a person signing in their own name: the signature line, the name and the date. */
const personSignature = (caption: string, name: string): SignatureBlock => ({
  caption,
  lines: ['______________________________', name, 'Date: ______________'],
})

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    key: 'operating-agreement-llc',
    title: 'Operating Agreement',
    subtitle: 'of [COMPANY NAME], LLC, a Florida limited liability company',
    preamble: [
      'This Operating Agreement (this “Agreement”) is made as of [EFFECTIVE DATE] by the persons listed as members on Schedule A (each a “Member” and together the “Members”) and by [COMPANY NAME], LLC (the “Company”).',
      'The Members want to set out how the Company is owned, managed and run, and what happens when a Member leaves or the Company ends. They agree as follows.',
    ],
    sections: [
      {
        heading: 'Formation',
        clauses: [
          {
            title: 'Formation.',
            text: 'The Company was formed as a Florida limited liability company when its articles of organization were filed with the Florida Department of State on [FILING DATE]. Its rights and obligations are governed by the Florida Revised Limited Liability Company Act, chapter 605, Florida Statutes (the “Act”), except where this Agreement lawfully provides otherwise.',
          },
          {
            title: 'Name.',
            text: 'The Company’s name is [COMPANY NAME], LLC. The Company may do business under other names after registering them as the law requires.',
          },
          {
            title: 'Purpose.',
            text: 'The Company may carry on [DESCRIBE THE BUSINESS] and any other lawful business the Members approve.',
          },
          {
            title: 'Offices and registered agent.',
            text: 'The Company’s principal office is at [PRINCIPAL OFFICE ADDRESS]. Its registered agent in Florida is [REGISTERED AGENT NAME], at [REGISTERED AGENT ADDRESS]. The Managers may change either by making the required filing.',
          },
          { title: 'Term.', text: 'The Company continues until it is dissolved and its affairs are wound up under Section 10.' },
        ],
      },
      {
        heading: 'Members, Capital and Units',
        clauses: [
          {
            title: 'Members and units.',
            text: 'Ownership of the Company is divided into units. Schedule A lists each Member, the capital each Member has contributed and the units each Member holds. The Managers will update Schedule A whenever it changes.',
          },
          {
            title: 'Additional contributions.',
            text: 'No Member must contribute more capital unless the Members holding [a majority / two-thirds] of the units agree in writing. If more capital is called for, each Member may contribute in proportion to the units it holds.',
          },
          {
            title: 'No interest or withdrawal.',
            text: 'No Member earns interest on its capital or may withdraw it except as this Agreement provides.',
          },
          {
            title: 'Limited liability.',
            text: 'No Member or Manager is personally liable for the Company’s debts, obligations or liabilities merely because of that role, as the Act provides.',
          },
          {
            title: 'New members.',
            text: 'The Company may admit a new Member only with the written consent of Members holding [a majority / all] of the units, and only after the new Member signs a joinder agreeing to be bound by this Agreement.',
          },
        ],
      },
      {
        heading: 'Management',
        clauses: [
          {
            title: 'Who manages.',
            text: 'The Company is [member-managed / manager-managed]. If member-managed, the Members act as the “Managers” under this Agreement. If manager-managed, the Managers are [MANAGER NAMES], who serve until they resign or are removed by Members holding a majority of the units.',
          },
          {
            title: 'Ordinary decisions.',
            text: 'The Managers run the day-to-day business and may bind the Company in the ordinary course. Where there is more than one Manager, they decide by majority.',
          },
          {
            title: 'Major decisions.',
            text: 'The Company may not do any of the following without the written consent of Members holding [two-thirds] of the units: sell all or substantially all of its assets; merge, convert or reorganize; borrow more than $[AMOUNT] in a single transaction; issue new units or admit a new Member; amend its articles of organization or this Agreement; or file for bankruptcy.',
          },
          {
            title: 'Officers.',
            text: 'The Managers may appoint officers, such as a president or a treasurer, set their duties and remove them at any time.',
          },
          {
            title: 'Standards of conduct.',
            text: 'Each Manager owes the Company the duties of loyalty and care the Act describes and must act in good faith. A Manager may rely on the Company’s records and on reports from officers and professional advisers.',
          },
        ],
      },
      {
        heading: 'Meetings and Voting',
        clauses: [
          {
            title: 'Meetings.',
            text: 'Any Manager, or Members holding at least [10%] of the units, may call a meeting of the Members by giving every Member at least [five] days’ notice of the time, place and purpose. Members may attend by video or telephone.',
          },
          {
            title: 'Votes.',
            text: 'Each Member votes in proportion to the units it holds. Unless this Agreement says otherwise, Members holding a majority of the units decide.',
          },
          {
            title: 'Written consent.',
            text: 'Any action the Members may take at a meeting may instead be taken by a written consent signed by Members holding the units needed to approve it. The Company will send a copy to any Member who did not sign.',
          },
        ],
      },
      {
        heading: 'Profits, Losses and Distributions',
        clauses: [
          {
            title: 'Allocations.',
            text: 'Profits and losses are allocated among the Members in proportion to the units they hold, subject to the tax rules the Company’s accountant advises are required.',
          },
          {
            title: 'Distributions.',
            text: 'The Managers decide when the Company makes distributions, and distributions are made in proportion to units. The Company will try to distribute enough cash each year for the Members to pay the income tax on the profits allocated to them.',
          },
          {
            title: 'Limits.',
            text: 'The Company may not make a distribution if, afterwards, it could not pay its debts as they come due or its liabilities would exceed its assets, as section 605.0405 of the Act provides.',
          },
        ],
      },
      {
        heading: 'Books, Records and Taxes',
        clauses: [
          {
            title: 'Records.',
            text: 'The Company keeps at its principal office the records the Act requires, including this Agreement, Schedule A, its tax returns for the last three years and its financial statements. Any Member may inspect them on reasonable notice.',
          },
          { title: 'Fiscal year.', text: 'The Company’s fiscal year ends on December 31 unless the Managers choose otherwise.' },
          {
            title: 'Tax treatment.',
            text: 'The Members intend the Company to be taxed as a [partnership / S corporation]. [MEMBER NAME] is the partnership representative for federal tax purposes and must keep the other Members informed of any audit.',
          },
          {
            title: 'Annual report.',
            text: 'The Managers will file the Company’s annual report with the Florida Department of State each year between January 1 and May 1, so that the Company stays active.',
          },
        ],
      },
      {
        heading: 'Transfers of Units',
        clauses: [
          {
            title: 'Restriction.',
            text: 'A Member may not sell, give, pledge or otherwise transfer any units without the written consent of Members holding a majority of the other units. A transfer made without that consent is void.',
          },
          {
            title: 'Right of first refusal.',
            text: 'Before a Member sells units to an outsider, it must first offer them to the Company and then to the other Members on the same price and terms, in writing. The Company and the other Members have [30] days to accept.',
          },
          {
            title: 'Tag-along and drag-along.',
            text: '[Optional.] If Members holding more than [50%] of the units agree to sell them to an outside buyer, the other Members may join the sale on the same terms, and may be required to join it if the buyer wants 100% of the Company.',
          },
        ],
      },
      {
        heading: 'Withdrawal, Death and Disability',
        clauses: [
          {
            title: 'Triggering events.',
            text: 'A “Triggering Event” occurs when a Member dies, becomes permanently unable to work in the business, files for bankruptcy, is divorced and its units are awarded to a former spouse, or stops providing services to the Company if it was expected to.',
          },
          {
            title: 'Buyout.',
            text: 'After a Triggering Event, the Company, and then the other Members, may buy the affected Member’s units at their fair market value. Fair market value is agreed by the parties or, failing agreement within [30] days, set by an independent appraiser the Managers choose.',
          },
          {
            title: 'Payment.',
            text: 'The price may be paid [in full at closing / [20%] at closing and the rest in equal quarterly installments over [three] years with interest at the prime rate].',
          },
        ],
      },
      {
        heading: 'Indemnification and Insurance',
        clauses: [
          {
            title: 'Indemnification.',
            text: 'The Company will indemnify each Member, Manager and officer against losses arising from acting for the Company, to the fullest extent the Act permits, except for conduct the Act does not allow the Company to indemnify.',
          },
          {
            title: 'Insurance.',
            text: 'The Company may buy insurance to cover these obligations, including directors’ and officers’ liability coverage.',
          },
        ],
      },
      {
        heading: 'Dissolution',
        clauses: [
          {
            title: 'When it happens.',
            text: 'The Company dissolves when Members holding [two-thirds] of the units vote to dissolve it, when it has no Members, or when the Act otherwise requires.',
          },
          {
            title: 'Winding up.',
            text: 'The Managers then wind up the Company’s affairs: they sell its assets, pay or provide for its debts, distribute what remains to the Members in proportion to their positive capital accounts, and file articles of dissolution.',
          },
        ],
      },
      {
        heading: 'General Provisions',
        clauses: [
          { title: 'Governing law.', text: 'This Agreement is governed by the laws of the State of Florida.' },
          {
            title: 'Disputes.',
            text: 'The Members will first try to resolve any dispute by good-faith negotiation for [30] days and then by mediation in [COUNTY] County, Florida, before starting a lawsuit.',
          },
          {
            title: 'Entire agreement and amendments.',
            text: 'This Agreement, with Schedule A, is the Members’ whole agreement about the Company. It may be amended only in a writing signed by Members holding [two-thirds] of the units.',
          },
          {
            title: 'Counterparts.',
            text: 'This Agreement may be signed in counterparts and electronically; together they form one document.',
          },
        ],
      },
    ],
    closing: 'The Members and the Company sign this Agreement as of the Effective Date.',
    signatures: [
      entitySignature('COMPANY:', '[COMPANY NAME], LLC'),
      personSignature('MEMBER:', '[MEMBER NAME]'),
      personSignature('MEMBER:', '[MEMBER NAME]'),
    ],
    schedule: {
      heading: 'Schedule A: Members, Contributions and Units',
      paragraphs: [
        '[MEMBER NAME], [ADDRESS]: capital contribution $[AMOUNT]; [NUMBER] units ([PERCENT]%).',
        '[MEMBER NAME], [ADDRESS]: capital contribution $[AMOUNT]; [NUMBER] units ([PERCENT]%).',
        'Total: [NUMBER] units (100%). Last updated [DATE].',
      ],
    },
  },
  {
    key: 'corporate-bylaws',
    title: 'Bylaws',
    subtitle: 'of [CORPORATION NAME], Inc., a Florida corporation',
    preamble: [
      'These Bylaws are the internal rules of [CORPORATION NAME], Inc. (the “Corporation”), adopted by its Board of Directors on [ADOPTION DATE]. They work together with the Corporation’s articles of incorporation and the Florida Business Corporation Act, chapter 607, Florida Statutes (the “Act”). Where these Bylaws conflict with the articles or the Act, the articles or the Act control.',
    ],
    sections: [
      {
        heading: 'Offices',
        clauses: [
          {
            title: 'Principal office.',
            text: 'The Corporation’s principal office is at [PRINCIPAL OFFICE ADDRESS], or wherever the Board later decides.',
          },
          {
            title: 'Registered office.',
            text: 'The Corporation keeps a registered office and registered agent in Florida as the Act requires.',
          },
        ],
      },
      {
        heading: 'Shareholders',
        clauses: [
          {
            title: 'Annual meeting.',
            text: 'The shareholders meet each year on a date the Board sets, to elect directors and handle any other business properly brought before the meeting.',
          },
          {
            title: 'Special meetings.',
            text: 'The Board, the President, or the holders of at least [10%] of all votes entitled to be cast on an issue may call a special meeting of shareholders. Only the business described in the notice may be conducted.',
          },
          {
            title: 'Notice.',
            text: 'Written notice of each meeting, stating the date, time and place (and, for a special meeting, its purpose), must be given to each shareholder entitled to vote no fewer than 10 and no more than 60 days before the meeting.',
          },
          {
            title: 'Quorum and voting.',
            text: 'A majority of the votes entitled to be cast on a matter is a quorum. If a quorum is present, an action is approved when the votes cast for it exceed the votes cast against it, except that directors are elected by a plurality of the votes cast. Each share has one vote unless the articles say otherwise.',
          },
          {
            title: 'Proxies.',
            text: 'A shareholder may vote in person or by a written proxy, including one sent electronically, delivered to the Secretary before the vote.',
          },
          {
            title: 'Action without a meeting.',
            text: 'Any action the shareholders may take at a meeting may be taken without one by written consent signed by the holders of at least the number of votes needed to take the action at a meeting where all shares were present. Within 10 days the Corporation must give notice of the action to shareholders who did not consent.',
          },
          {
            title: 'Remote participation.',
            text: 'The Board may allow shareholders to take part in a meeting by video or telephone, as long as every participant can hear the others at the same time.',
          },
        ],
      },
      {
        heading: 'Board of Directors',
        clauses: [
          {
            title: 'Powers.',
            text: 'All corporate powers are exercised by or under the authority of the Board, and the Corporation’s business is managed under its direction.',
          },
          {
            title: 'Number and term.',
            text: 'The Board has [NUMBER] director(s), a number the shareholders or the Board may change, but never to fewer than one. Directors are elected at each annual meeting and serve until their successors are elected and qualify.',
          },
          {
            title: 'Resignation and removal.',
            text: 'A director may resign by written notice to the Corporation. The shareholders may remove a director with or without cause.',
          },
          {
            title: 'Vacancies.',
            text: 'A vacancy on the Board, including one created by an increase in the number of directors, may be filled by the shareholders or by a majority of the remaining directors, even if they are fewer than a quorum.',
          },
          {
            title: 'Compensation.',
            text: 'The Board may set reasonable compensation for directors and reimburse their expenses of attending meetings.',
          },
        ],
      },
      {
        heading: 'Meetings of the Board',
        clauses: [
          { title: 'Regular meetings.', text: 'The Board meets at times and places it sets by resolution, without further notice.' },
          {
            title: 'Special meetings.',
            text: 'The Chair, the President or any [two] directors may call a special meeting with at least [two] days’ notice to each director. A director who attends without objecting at the start waives notice.',
          },
          {
            title: 'Quorum and vote.',
            text: 'A majority of the directors in office is a quorum, and the act of a majority of the directors present at a meeting with a quorum is the act of the Board.',
          },
          {
            title: 'Action without a meeting.',
            text: 'The Board may act without a meeting if every director consents in writing, including electronically. The consents are filed with the Board’s minutes.',
          },
          {
            title: 'Committees.',
            text: 'The Board may create committees of one or more directors and delegate to them any authority the Act allows it to delegate.',
          },
        ],
      },
      {
        heading: 'Officers',
        clauses: [
          {
            title: 'Offices.',
            text: 'The Corporation’s officers are a President, a Secretary and a Treasurer, and any other officers the Board appoints. One person may hold more than one office.',
          },
          {
            title: 'President.',
            text: 'The President is the chief executive officer, manages the business day to day under the Board’s direction, and may sign contracts and other documents for the Corporation.',
          },
          {
            title: 'Secretary.',
            text: 'The Secretary keeps the minutes of shareholder and Board meetings, gives required notices, keeps the share register and authenticates the Corporation’s records.',
          },
          {
            title: 'Treasurer.',
            text: 'The Treasurer keeps the financial records, oversees the Corporation’s funds and reports on its finances to the Board.',
          },
          {
            title: 'Removal.',
            text: 'The Board may remove any officer at any time, with or without cause, without prejudice to any contract rights the officer has.',
          },
        ],
      },
      {
        heading: 'Shares',
        clauses: [
          {
            title: 'Issuance.',
            text: 'The Board may issue shares, up to the number the articles authorize, for any consideration it decides is adequate, including cash, property, services performed or promissory notes.',
          },
          {
            title: 'Certificates or book entry.',
            text: 'Shares may be certificated or uncertificated. Each certificate is signed by two officers. For uncertificated shares, the Corporation sends the holder the written statement the Act requires.',
          },
          {
            title: 'Transfers.',
            text: 'Shares are transferred only on the Corporation’s share register, and only in compliance with any shareholders’ agreement and securities laws that apply. Legends describing those restrictions appear on the certificates or statements.',
          },
          {
            title: 'Record date.',
            text: 'The Board may fix a record date, not more than 70 days before a meeting or other action, to determine which shareholders may vote or receive a distribution.',
          },
        ],
      },
      {
        heading: 'Indemnification',
        clauses: [
          {
            title: 'Directors and officers.',
            text: 'The Corporation indemnifies its directors and officers, and may advance their expenses, to the fullest extent the Act permits, against liability incurred because they serve or served the Corporation.',
          },
          {
            title: 'Insurance.',
            text: 'The Corporation may maintain insurance on behalf of any director, officer, employee or agent, whether or not it could indemnify that person.',
          },
        ],
      },
      {
        heading: 'Records and Finances',
        clauses: [
          {
            title: 'Records.',
            text: 'The Corporation keeps the records the Act requires, including minutes, written consents, a list of shareholders and its accounting records, and makes them available to shareholders as the Act provides.',
          },
          { title: 'Fiscal year.', text: 'The fiscal year ends on December 31 unless the Board sets another date.' },
          {
            title: 'Checks and accounts.',
            text: 'Checks, drafts and orders to pay money are signed by the officers or agents the Board names, and the Corporation’s funds are deposited in accounts the Board approves.',
          },
          {
            title: 'Distributions.',
            text: 'The Board may declare distributions when the Act permits them, after confirming the Corporation can pay its debts as they come due.',
          },
        ],
      },
      {
        heading: 'Amendments',
        clauses: [
          {
            title: 'Who may amend.',
            text: 'The Board or the shareholders may amend or repeal these Bylaws, except that the Board may not amend or repeal a bylaw the shareholders adopted if the shareholders provided that the Board may not.',
          },
        ],
      },
    ],
    closing: 'The Secretary certifies that these Bylaws were adopted by the Board of Directors on the date above.',
    signatures: [personSignature('SECRETARY:', '[SECRETARY NAME], Secretary')],
  },
  {
    key: 'single-member-resolution',
    title: 'Written Consent of the Sole Member',
    subtitle: 'of [COMPANY NAME], LLC, a Florida limited liability company',
    preamble: [
      'The undersigned, being the sole member (the “Member”) of [COMPANY NAME], LLC (the “Company”), takes the following actions by written consent in place of a meeting, as the Florida Revised Limited Liability Company Act, chapter 605, Florida Statutes, and the Company’s operating agreement permit. These resolutions are effective as of [EFFECTIVE DATE].',
      'Background: [DESCRIBE IN A SENTENCE OR TWO WHY THE COMPANY IS TAKING THIS ACTION, FOR EXAMPLE “The Company has negotiated a lease of office space at 100 Main Street, Tampa, Florida.”]',
    ],
    sections: [
      {
        heading: 'Approval of the Action',
        clauses: [
          {
            title: 'Approval.',
            text: 'RESOLVED, that the Company is authorized to [DESCRIBE THE ACTION, FOR EXAMPLE “enter into a lease with [LANDLORD] for a term of [NUMBER] years at a monthly rent of $[AMOUNT]”] on substantially the terms presented to the Member (the “Transaction”).',
          },
          {
            title: 'Documents.',
            text: 'RESOLVED FURTHER, that the documents for the Transaction, in the form reviewed by the Member with any changes the Authorized Person approves, are approved; signing them is conclusive evidence of that approval.',
          },
        ],
      },
      {
        heading: 'Authority to Act',
        clauses: [
          {
            title: 'Authorized person.',
            text: 'RESOLVED FURTHER, that [NAME], as [TITLE] of the Company (the “Authorized Person”), is authorized to sign and deliver the Transaction documents for the Company and to take every other step reasonably needed to complete the Transaction, including paying fees and making filings.',
          },
          {
            title: 'Banking.',
            text: '[Optional.] RESOLVED FURTHER, that the Authorized Person may open and operate bank accounts in the Company’s name at [BANK NAME] needed for the Transaction.',
          },
          {
            title: 'Prior acts.',
            text: 'RESOLVED FURTHER, that anything the Authorized Person or the Member did before today in connection with the Transaction that is consistent with these resolutions is ratified and confirmed.',
          },
        ],
      },
      {
        heading: 'Record Keeping',
        clauses: [
          {
            title: 'Minute book.',
            text: 'This consent will be kept with the Company’s records. It may be signed electronically, and a copy or electronic image of it is as effective as the original.',
          },
        ],
      },
    ],
    closing: 'The Member signs this written consent as of the date above.',
    signatures: [entitySignature('SOLE MEMBER:', '[MEMBER NAME, OR ENTITY NAME]', '[TITLE, IF AN ENTITY]')],
  },
  {
    key: 'resolution-template',
    title: 'Resolutions',
    subtitle: 'of the [Board of Directors / Members / Managers] of [COMPANY NAME], a Florida [corporation / limited liability company]',
    preamble: [
      'The undersigned, being [all of the directors / the members holding at least the votes required / all of the managers] of [COMPANY NAME] (the “Company”), adopt the following resolutions [at a meeting held on [MEETING DATE] at which a quorum was present / by written consent without a meeting], as permitted by [the Florida Business Corporation Act, chapter 607 / the Florida Revised Limited Liability Company Act, chapter 605], Florida Statutes, and the Company’s governing documents.',
      'Background: [STATE THE FACTS THAT LEAD TO THESE RESOLUTIONS, FOR EXAMPLE THE TERMS OF A PROPOSED CONTRACT, AN OFFICER’S RESIGNATION OR A LOAN OFFER.]',
    ],
    sections: [
      {
        heading: 'Resolutions Adopted',
        clauses: [
          {
            title: 'Main resolution.',
            text: 'RESOLVED, that the Company approves [DESCRIBE THE TRANSACTION, APPOINTMENT OR OTHER ACTION] on substantially the terms described to the [Board / Members / Managers] (the “Approved Action”).',
          },
          {
            title: 'Appointment.',
            text: '[Optional.] RESOLVED FURTHER, that [NAME] is appointed [OFFICE OR POSITION] of the Company, effective [DATE], to serve until a successor is appointed or until [NAME]’s earlier resignation or removal.',
          },
          {
            title: 'Financing.',
            text: '[Optional.] RESOLVED FURTHER, that the Company may borrow up to $[AMOUNT] from [LENDER] on the terms presented, and may grant the security interests the lender reasonably requires.',
          },
        ],
      },
      {
        heading: 'General Authority',
        clauses: [
          {
            title: 'Officers authorized.',
            text: 'RESOLVED FURTHER, that [the President / any Manager / [NAME]] is authorized to sign, deliver and file every agreement, certificate and other document, and to pay every fee and expense, reasonably needed to carry out the Approved Action.',
          },
          {
            title: 'Ratification.',
            text: 'RESOLVED FURTHER, that all actions already taken by the Company’s officers, managers or agents in connection with the Approved Action, consistent with these resolutions, are ratified, confirmed and approved.',
          },
        ],
      },
      {
        heading: 'Certification and Records',
        clauses: [
          {
            title: 'Effect.',
            text: 'These resolutions take effect on [EFFECTIVE DATE / the date the last signature below is given] and remain in effect until changed by later resolutions.',
          },
          {
            title: 'Counterparts.',
            text: 'If adopted by written consent, these resolutions may be signed in counterparts and electronically, and each signed copy will be filed with the Company’s minutes.',
          },
        ],
      },
    ],
    closing: 'Adopted as of the date above by the undersigned.',
    signatures: [
      personSignature('[DIRECTOR / MEMBER / MANAGER]:', '[NAME]'),
      personSignature('[DIRECTOR / MEMBER / MANAGER]:', '[NAME]'),
      personSignature('CERTIFIED BY SECRETARY (if adopted at a meeting):', '[NAME], Secretary'),
    ],
  },
  {
    key: 'independent-contractor-agreement',
    title: 'Independent Contractor Agreement',
    subtitle: 'between [COMPANY NAME] and [CONTRACTOR NAME]',
    preamble: [
      'This Independent Contractor Agreement (this “Agreement”) is made as of [EFFECTIVE DATE] between [COMPANY NAME], a Florida [limited liability company / corporation] with its principal office at [COMPANY ADDRESS] (the “Company”), and [CONTRACTOR NAME], [an individual / a [STATE] [ENTITY TYPE]] at [CONTRACTOR ADDRESS] (the “Contractor”).',
    ],
    sections: [
      {
        heading: 'Services',
        clauses: [
          {
            title: 'Scope.',
            text: 'The Contractor will provide the services and deliverables described in Exhibit A or in a statement of work the parties sign (the “Services”). If a statement of work conflicts with this Agreement, this Agreement controls unless the statement of work expressly says otherwise.',
          },
          {
            title: 'Standard of work.',
            text: 'The Contractor will perform the Services in a professional and workmanlike manner, meet the deadlines agreed in writing, and comply with all laws that apply to its work.',
          },
          {
            title: 'Changes.',
            text: 'Either party may propose changes to the Services. A change binds the parties only once both sign a written change order stating its effect on fees and deadlines.',
          },
        ],
      },
      {
        heading: 'Fees and Expenses',
        clauses: [
          {
            title: 'Fees.',
            text: 'The Company will pay the Contractor [$[AMOUNT] per hour / a fixed fee of $[AMOUNT] / the fees stated in each statement of work].',
          },
          {
            title: 'Invoices.',
            text: 'The Contractor will invoice [monthly], describing the Services performed. The Company will pay undisputed amounts within [30] days of receiving an invoice and will tell the Contractor promptly of any amount it disputes.',
          },
          {
            title: 'Expenses.',
            text: 'The Company reimburses reasonable out-of-pocket expenses only if it approved them in writing in advance and they are supported by receipts.',
          },
        ],
      },
      {
        heading: 'Relationship of the Parties',
        clauses: [
          {
            title: 'Independent contractor.',
            text: 'The Contractor is an independent contractor, not an employee, partner or agent of the Company. The Contractor controls the manner, means and hours of its work, supplies its own tools, and may work for others, so long as it meets its obligations under this Agreement.',
          },
          {
            title: 'Taxes and benefits.',
            text: 'The Contractor is responsible for all taxes on its fees, and the Company will issue an IRS Form 1099 as required. The Contractor is not eligible for the Company’s employee benefits, workers’ compensation or unemployment coverage.',
          },
          { title: 'No authority to bind.', text: 'The Contractor may not sign contracts or make commitments on the Company’s behalf.' },
        ],
      },
      {
        heading: 'Ownership of Work Product',
        clauses: [
          {
            title: 'Work product.',
            text: '“Work Product” means everything the Contractor creates, alone or with others, in performing the Services, including documents, designs, software, data and inventions.',
          },
          {
            title: 'Assignment.',
            text: 'All Work Product is a work made for hire for the Company to the extent the law allows. To the extent it is not, the Contractor assigns to the Company all of its right, title and interest in the Work Product, including all intellectual property rights, effective upon creation and subject to payment of the fees due for it.',
          },
          {
            title: 'Pre-existing materials.',
            text: 'The Contractor keeps ownership of tools, know-how and materials it owned before this Agreement. If any of them are built into the Work Product, the Contractor grants the Company a perpetual, royalty-free, non-exclusive license to use them as part of the Work Product.',
          },
          {
            title: 'Further assurances.',
            text: 'The Contractor will sign any document the Company reasonably requests to record or protect its ownership of the Work Product, at the Company’s expense.',
          },
        ],
      },
      {
        heading: 'Confidentiality',
        clauses: [
          {
            title: 'Confidential information.',
            text: 'The Contractor will keep confidential all non-public information about the Company’s business, customers, finances and technology that it receives or learns (“Confidential Information”), use it only to perform the Services, and return or destroy it when this Agreement ends.',
          },
          {
            title: 'Exceptions.',
            text: 'These duties do not apply to information that is or becomes public through no fault of the Contractor, that the Contractor already lawfully knew, or that it must disclose by law after giving the Company prompt notice where allowed.',
          },
          {
            title: 'Whistleblower notice.',
            text: 'Under 18 U.S.C. § 1833(b), an individual is not liable under any trade secret law for disclosing a trade secret in confidence to a government official or an attorney solely to report or investigate a suspected violation of law, or in a sealed filing in a lawsuit.',
          },
        ],
      },
      {
        heading: 'Non-Solicitation',
        clauses: [
          {
            title: 'Employees and customers.',
            text: '[Optional.] During this Agreement and for [12] months after it ends, the Contractor will not solicit any Company employee to leave the Company or solicit any Company customer it worked with to move business away from the Company. The parties agree this restriction is reasonable and needed to protect the Company’s legitimate business interests under section 542.335, Florida Statutes.',
          },
        ],
      },
      {
        heading: 'Term and Termination',
        clauses: [
          {
            title: 'Term.',
            text: 'This Agreement begins on the Effective Date and continues until [END DATE / the Services are complete], unless ended earlier.',
          },
          {
            title: 'Termination.',
            text: 'Either party may end this Agreement on [14] days’ written notice for any reason, or at once by written notice if the other party materially breaches it and does not cure the breach within [10] days after notice.',
          },
          {
            title: 'Effect.',
            text: 'On termination, the Company pays for Services performed up to the termination date, and the Contractor delivers all Work Product, finished or not. Sections 4, 5, 6 and 9 survive termination.',
          },
        ],
      },
      {
        heading: 'Insurance and Liability',
        clauses: [
          {
            title: 'Insurance.',
            text: '[Optional.] The Contractor will carry general liability insurance of at least $[AMOUNT] per occurrence and provide proof on request.',
          },
          {
            title: 'Indemnity.',
            text: 'Each party will defend and indemnify the other against third-party claims arising from its negligence, willful misconduct or breach of this Agreement.',
          },
          {
            title: 'Limit.',
            text: 'Except for breaches of Sections 4 and 5 and the indemnity above, neither party is liable for indirect or consequential damages, and each party’s total liability is limited to the fees paid or payable under this Agreement.',
          },
        ],
      },
      {
        heading: 'General Provisions',
        clauses: [
          {
            title: 'Governing law and venue.',
            text: 'This Agreement is governed by Florida law. Any lawsuit about it must be brought in the state or federal courts for [COUNTY] County, Florida.',
          },
          {
            title: 'Assignment.',
            text: 'The Contractor may not assign or subcontract this Agreement without the Company’s written consent.',
          },
          {
            title: 'Notices.',
            text: 'Notices must be in writing and delivered by hand, by a national courier or by email with confirmation of receipt, to the addresses above or any new address a party gives.',
          },
          {
            title: 'Entire agreement.',
            text: 'This Agreement and its exhibits are the parties’ whole agreement about the Services. Changes must be in writing signed by both parties. It may be signed in counterparts and electronically.',
          },
        ],
      },
    ],
    closing: 'The parties sign this Agreement as of the Effective Date.',
    signatures: [
      entitySignature('COMPANY:', '[COMPANY NAME]'),
      entitySignature('CONTRACTOR:', '[CONTRACTOR NAME]', '[TITLE, IF AN ENTITY]'),
    ],
    schedule: {
      heading: 'Exhibit A: Services, Deliverables and Schedule',
      paragraphs: [
        'Services: [DESCRIBE THE WORK].',
        'Deliverables: [LIST WHAT THE CONTRACTOR WILL HAND OVER, AND IN WHAT FORM].',
        'Schedule: [MILESTONES AND DUE DATES].',
        'Fees for this work: [AMOUNT AND BASIS].',
      ],
    },
  },
  {
    key: 'non-disclosure-agreement',
    title: 'Mutual Non-Disclosure Agreement',
    subtitle: 'between [FIRST PARTY NAME] and [SECOND PARTY NAME]',
    preamble: [
      'This Mutual Non-Disclosure Agreement (this “Agreement”) is made as of [EFFECTIVE DATE] between [FIRST PARTY NAME], a [STATE] [ENTITY TYPE] at [ADDRESS], and [SECOND PARTY NAME], a [STATE] [ENTITY TYPE] at [ADDRESS]. Each is a “Party”; a Party sharing information is the “Discloser” and a Party receiving it is the “Recipient.”',
      'The Parties want to share confidential information to [evaluate a possible business relationship / evaluate a possible acquisition of or investment in [COMPANY NAME] / DESCRIBE] (the “Purpose”), and agree as follows.',
    ],
    sections: [
      {
        heading: 'Confidential Information',
        clauses: [
          {
            title: 'Definition.',
            text: '“Confidential Information” means any non-public information a Discloser shares with the Recipient for the Purpose, in any form, including financial statements, customer and supplier lists, pricing, business plans, technology, trade secrets, and the fact that the Parties are in discussions. Information shared orally counts if a reasonable person would understand it to be confidential.',
          },
          {
            title: 'Exclusions.',
            text: 'Confidential Information does not include information that (a) is or becomes public through no fault of the Recipient; (b) the Recipient lawfully knew before receiving it; (c) the Recipient lawfully receives from a third party without a duty of confidence; or (d) the Recipient develops independently without using the Discloser’s information.',
          },
        ],
      },
      {
        heading: 'Obligations of the Recipient',
        clauses: [
          {
            title: 'Use.',
            text: 'The Recipient will use Confidential Information only for the Purpose and not to compete with the Discloser or for any other reason.',
          },
          {
            title: 'Care.',
            text: 'The Recipient will protect Confidential Information with at least the care it uses for its own confidential information of a similar kind, and never less than reasonable care.',
          },
          {
            title: 'Representatives.',
            text: 'The Recipient may share Confidential Information only with its directors, officers, employees, lenders and professional advisers who need to know it for the Purpose and are bound by duties of confidentiality at least as protective as these. The Recipient is responsible for any breach by them.',
          },
          {
            title: 'Required disclosure.',
            text: 'If a law, regulation or court order requires the Recipient to disclose Confidential Information, it will, where lawful, give the Discloser prompt notice so the Discloser can seek a protective order, and will disclose only what is legally required.',
          },
        ],
      },
      {
        heading: 'Return of Information',
        clauses: [
          {
            title: 'Return or destruction.',
            text: 'Within [10] days after the Discloser’s written request, or after discussions end, the Recipient will return or destroy the Discloser’s Confidential Information and confirm in writing that it has done so. The Recipient may keep copies required by law or held in routine backups, which remain subject to this Agreement.',
          },
        ],
      },
      {
        heading: 'Term',
        clauses: [
          {
            title: 'Term.',
            text: 'This Agreement covers information shared during [one year] after the Effective Date. The Recipient’s duties last for [two] years after that period ends, except that duties for trade secrets last as long as the information remains a trade secret under the Florida Uniform Trade Secrets Act, chapter 688, Florida Statutes, or other law that applies.',
          },
        ],
      },
      {
        heading: 'No Other Rights',
        clauses: [
          {
            title: 'No license.',
            text: 'Each Discloser keeps ownership of its Confidential Information. Nothing in this Agreement grants a license or any other right in it, except the limited right to use it for the Purpose.',
          },
          {
            title: 'As is.',
            text: 'Confidential Information is shared “as is.” Neither Party makes any promise about its accuracy or completeness except as stated in a later definitive agreement.',
          },
          {
            title: 'No obligation to proceed.',
            text: 'Neither Party must enter into any further agreement or transaction. Either Party may end discussions at any time, and only a signed definitive agreement creates obligations about a transaction.',
          },
          {
            title: 'Non-solicitation of employees.',
            text: '[Optional.] For [12] months after the Effective Date, neither Party will solicit for employment any employee of the other Party it met through the Purpose, except through general advertising not aimed at those employees.',
          },
        ],
      },
      {
        heading: 'Remedies',
        clauses: [
          {
            title: 'Injunctive relief.',
            text: 'A breach of this Agreement may cause the Discloser harm that money damages cannot fully repair, so the Discloser may seek an injunction or other equitable relief in addition to any other remedy, without posting a bond where the court allows.',
          },
          {
            title: 'Fees.',
            text: 'In any lawsuit to enforce this Agreement, the prevailing Party may recover its reasonable attorneys’ fees and costs.',
          },
        ],
      },
      {
        heading: 'General Provisions',
        clauses: [
          {
            title: 'Governing law and venue.',
            text: 'This Agreement is governed by Florida law. Any lawsuit about it must be brought in the state or federal courts for [COUNTY] County, Florida, and each Party consents to their jurisdiction.',
          },
          {
            title: 'Whistleblower notice.',
            text: 'Nothing in this Agreement stops a person from reporting possible violations of law to a government agency. Under 18 U.S.C. § 1833(b), an individual is not liable for disclosing a trade secret in confidence to a government official or an attorney solely to report a suspected violation of law.',
          },
          {
            title: 'Entire agreement.',
            text: 'This Agreement is the Parties’ whole agreement about confidentiality for the Purpose. Changes must be in writing signed by both Parties. Neither Party may assign it without the other’s consent, except to a successor to its business.',
          },
          {
            title: 'Counterparts.',
            text: 'This Agreement may be signed in counterparts and electronically, and together they form one agreement.',
          },
        ],
      },
    ],
    closing: 'The Parties sign this Agreement as of the Effective Date.',
    signatures: [entitySignature('FIRST PARTY:', '[FIRST PARTY NAME]'), entitySignature('SECOND PARTY:', '[SECOND PARTY NAME]')],
  },
]
