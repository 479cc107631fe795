/** Words of /privacy-policy and /terms-of-service. Dates of the text: LEGAL_UPDATED. */
import { defineMessages } from '../catalogue';

/** The day both legal texts were last changed (UTC). */
export const LEGAL_UPDATED = new Date(Date.UTC(2026, 10, 1));

export const privacyMessages = defineMessages(
  {
    title: 'Privacy Policy',
    description: (product: string) =>
      `What personal data ${product} collects (name, email, date, time and place of birth), why, and how it is handled.`,
    updated: 'Last updated:',
    collectHeading: 'What we collect',
    collectIntro: 'We collect only what a birth chart and our replies need:',
    /** The personal data the spec says is collected, with why. */
    personalData: [
      { item: 'Name', why: 'to address you in your chart and in the chat.' },
      { item: 'Email address', why: 'only if you write to us, so we can reply; later also for your account.' },
      { item: 'Date of birth', why: 'to calculate your chart.' },
      { item: 'Time of birth', why: 'to calculate your ascendant and houses.' },
      { item: 'Place of birth', why: 'for its coordinates and the time zone in force at your birth.' },
    ],
    sections: [
      {
        title: 'Where it is kept',
        text: "Your birth details are kept in your browser's session storage and are cleared when you close the tab. They are sent to our server only to calculate your chart or to answer a chat question. We do not keep a database of birth details and do not build profiles from them.",
      },
      {
        title: 'AI providers',
        text: 'To answer a chat question, your computed chart and your message may be sent to an AI provider that processes them on our behalf. We do not allow them to be used for advertising.',
      },
      { title: 'What we do not do', text: 'We do not sell personal data, show advertising, or use tracking cookies.' },
    ],
    rightsHeading: 'Your rights',
    rights: 'You can ask what we hold about you, ask us to correct or delete it, and complain to your data protection authority. Write to ',
    rightsEnd: '.',
    changesHeading: 'Changes',
    changes: 'If we change this policy materially, we will post the new version here with the date it takes effect.',
  },
  {
    hi: {
      title: 'गोपनीयता नीति',
      description: (product: string) =>
        `${product} कौन-सा व्यक्तिगत डेटा एकत्र करता है (नाम, ईमेल, जन्म तिथि, समय और स्थान), क्यों, और उसे कैसे संभाला जाता है।`,
      updated: 'अंतिम अद्यतन:',
      collectHeading: 'हम क्या एकत्र करते हैं',
      collectIntro: 'हम केवल वही एकत्र करते हैं जो जन्म कुंडली और हमारे उत्तरों के लिए ज़रूरी है:',
      personalData: [
        { item: 'नाम', why: 'आपकी कुंडली और चैट में आपको संबोधित करने के लिए।' },
        { item: 'ईमेल पता', why: 'केवल तब जब आप हमें लिखें, ताकि हम उत्तर दे सकें; आगे चलकर आपके खाते के लिए भी।' },
        { item: 'जन्म तिथि', why: 'आपकी कुंडली की गणना के लिए।' },
        { item: 'जन्म समय', why: 'आपके लग्न और भावों की गणना के लिए।' },
        { item: 'जन्म स्थान', why: 'उसके निर्देशांक और आपके जन्म के समय वहाँ लागू समय क्षेत्र के लिए।' },
      ],
      sections: [
        {
          title: 'यह कहाँ रखा जाता है',
          text: 'आपके जन्म विवरण आपके ब्राउज़र के सत्र भंडार में रखे जाते हैं और टैब बंद करने पर मिट जाते हैं। वे हमारे सर्वर पर केवल आपकी कुंडली की गणना या चैट के किसी प्रश्न का उत्तर देने के लिए भेजे जाते हैं। हम जन्म विवरणों का कोई डेटाबेस नहीं रखते और उनसे प्रोफ़ाइल नहीं बनाते।',
        },
        {
          title: 'एआई सेवा प्रदाता',
          text: 'चैट के किसी प्रश्न का उत्तर देने के लिए आपकी गणना की हुई कुंडली और आपका संदेश ऐसे एआई सेवा प्रदाता को भेजे जा सकते हैं जो हमारी ओर से उन्हें संसाधित करता है। हम उन्हें विज्ञापन के लिए इस्तेमाल करने की अनुमति नहीं देते।',
        },
        { title: 'हम क्या नहीं करते', text: 'हम व्यक्तिगत डेटा नहीं बेचते, विज्ञापन नहीं दिखाते, और ट्रैकिंग कुकी का उपयोग नहीं करते।' },
      ],
      rightsHeading: 'आपके अधिकार',
      rights:
        'आप पूछ सकते हैं कि हमारे पास आपके बारे में क्या है, उसे सुधारने या मिटाने को कह सकते हैं, और अपने डेटा संरक्षण प्राधिकरण से शिकायत कर सकते हैं। इस पते पर लिखिए: ',
      rightsEnd: '।',
      changesHeading: 'बदलाव',
      changes: 'अगर हम इस नीति में कोई महत्वपूर्ण बदलाव करते हैं, तो नया संस्करण उसके लागू होने की तारीख़ के साथ यहाँ प्रकाशित करेंगे।',
    },
  },
  'privacyMessages',
);

export const termsMessages = defineMessages(
  {
    title: 'Terms of Service',
    description: (product: string) => `The terms that apply when you use ${product}, including 30 days' notice of material changes.`,
    updated: 'Last updated:',
    /** Eight sections; `product` and `email` fill in the product's name and our address. */
    sections: (product: string, email: string) => [
      {
        title: 'Acceptance of these terms',
        paragraphs: [`By using ${product} you agree to these terms. If you do not agree, please do not use the site.`],
      },
      {
        title: 'What the service provides',
        paragraphs: [
          `${product} calculates Vedic birth charts from the birth details you enter and offers AI-generated explanations of them. Astrological readings are for reflection and entertainment. They are not medical, legal, financial or psychological advice, and the AI can make mistakes.`,
        ],
      },
      {
        title: 'Your responsibilities',
        paragraphs: [
          "Enter details you are entitled to use. If you enter another person's birth details, make sure they agree. Do not misuse the service, for example by overloading it, probing it for weaknesses or using it to break the law.",
        ],
      },
      {
        title: 'Accounts and plans',
        paragraphs: [
          'Accounts and paid plans are not available yet. When they launch, their prices, billing and cancellation terms will be shown on the pricing page and added to these terms before anyone is charged.',
        ],
      },
      {
        title: 'Intellectual property',
        paragraphs: [
          `The site, its design, text and software belong to ${product} or its licensors. Your chart and the answers you receive are yours to keep and share for personal use.`,
        ],
      },
      {
        title: 'Disclaimer of warranties',
        paragraphs: [
          'We work hard to calculate charts accurately, but the service is provided "as is", without warranties of any kind. Interpretations reflect astrological tradition, not established fact.',
        ],
      },
      {
        title: 'Limitation of liability',
        paragraphs: [
          `To the extent the law allows, ${product} is not liable for decisions you make based on a reading, or for indirect or consequential losses arising from use of the service.`,
        ],
      },
      {
        title: 'Changes to these terms',
        paragraphs: [
          "We may update these terms. We will give at least 30 days' notice of material changes by posting the new terms on this page, with the date they take effect, before they apply.",
          `Questions about these terms? Write to ${email}.`,
        ],
      },
    ],
  },
  {
    hi: {
      title: 'सेवा की शर्तें',
      description: (product: string) => `${product} के उपयोग पर लागू शर्तें, जिनमें महत्वपूर्ण बदलावों की 30 दिन पहले सूचना भी शामिल है।`,
      updated: 'अंतिम अद्यतन:',
      sections: (product: string, email: string) => [
        {
          title: 'इन शर्तों की स्वीकृति',
          paragraphs: [`${product} का उपयोग करके आप इन शर्तों से सहमत होते हैं। अगर आप सहमत नहीं हैं, तो कृपया साइट का उपयोग न करें।`],
        },
        {
          title: 'सेवा क्या देती है',
          paragraphs: [
            `${product} आपके दिए जन्म विवरणों से वैदिक जन्म कुंडली की गणना करता है और एआई से बनी उनकी व्याख्या देता है। ज्योतिषीय व्याख्याएँ चिंतन और मनोरंजन के लिए हैं। वे चिकित्सा, क़ानूनी, आर्थिक या मनोवैज्ञानिक सलाह नहीं हैं, और एआई से ग़लती हो सकती है।`,
          ],
        },
        {
          title: 'आपकी ज़िम्मेदारियाँ',
          paragraphs: [
            'वही विवरण दर्ज करें जिनके उपयोग का आपको अधिकार है। अगर आप किसी और के जन्म विवरण दर्ज करते हैं, तो सुनिश्चित करें कि वे सहमत हैं। सेवा का दुरुपयोग न करें, जैसे उस पर अत्यधिक भार डालना, उसकी कमज़ोरियाँ टटोलना या क़ानून तोड़ने के लिए उसका उपयोग करना।',
          ],
        },
        {
          title: 'खाते और प्लान',
          paragraphs: [
            'खाते और सशुल्क प्लान अभी उपलब्ध नहीं हैं। जब वे शुरू होंगे, तो उनके मूल्य, बिलिंग और रद्द करने की शर्तें मूल्य पृष्ठ पर दिखाई जाएँगी और किसी से भी शुल्क लेने से पहले इन शर्तों में जोड़ी जाएँगी।',
          ],
        },
        {
          title: 'बौद्धिक संपदा',
          paragraphs: [
            `साइट, उसका डिज़ाइन, पाठ और सॉफ़्टवेयर ${product} या उसके लाइसेंसदाताओं के हैं। आपकी कुंडली और आपको मिले उत्तर आपके हैं, जिन्हें आप निजी उपयोग के लिए रख और साझा कर सकते हैं।`,
          ],
        },
        {
          title: 'वारंटी का अस्वीकरण',
          paragraphs: [
            'हम कुंडलियों की सटीक गणना के लिए पूरी मेहनत करते हैं, पर सेवा "जैसी है वैसी" दी जाती है, किसी भी प्रकार की वारंटी के बिना। व्याख्याएँ ज्योतिषीय परंपरा को दर्शाती हैं, स्थापित तथ्य को नहीं।',
          ],
        },
        {
          title: 'दायित्व की सीमा',
          paragraphs: [
            `क़ानून जितनी अनुमति देता है, उस सीमा तक ${product} किसी व्याख्या के आधार पर लिए गए आपके निर्णयों के लिए, या सेवा के उपयोग से होने वाली अप्रत्यक्ष या परिणामी हानियों के लिए उत्तरदायी नहीं है।`,
          ],
        },
        {
          title: 'इन शर्तों में बदलाव',
          paragraphs: [
            'हम इन शर्तों को अद्यतन कर सकते हैं। महत्वपूर्ण बदलावों की सूचना हम कम से कम 30 दिन पहले देंगे, नई शर्तें उनके लागू होने की तारीख़ के साथ इसी पृष्ठ पर प्रकाशित करके।',
            `इन शर्तों के बारे में प्रश्न? ${email} पर लिखिए।`,
          ],
        },
      ],
    },
  },
  'termsMessages',
);
