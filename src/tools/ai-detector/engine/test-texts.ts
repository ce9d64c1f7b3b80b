/** Sample texts for the unit tests (written for these tests). */
export const MACHINE_LIKE = `Artificial intelligence has significantly transformed various industries in recent years. Additionally, it plays a crucial role in enhancing efficiency and productivity across many sectors. Furthermore, businesses are leveraging innovative AI solutions to gain valuable insights into customer behavior. It is important to note that these technologies also raise ethical concerns. Overall, the potential of AI is vast, and it is essential to ensure that it is developed responsibly. In conclusion, AI will continue to shape the future of work and society.`;

export const HUMAN_LIKE = `i dunno, we went to the lake last weekend and it was kinda freezing?? my brother fell in lol. Anyway mom made soup after, which was nice. I think next time we'll just stay home and watch movies or something because honestly the drive was 3 hours and the car smelled like wet dog the whole way back. Dad said it was "character building". Sure, Dad. Next summer we're going to Grandma's instead, she has a pool and a dog that doesn't smell.`;

export const CHINESE_TEXT =
  '人工智能在近年来显著改变了各个行业。此外，它在提高效率和生产力方面发挥着至关重要的作用。首先，企业正在利用创新的人工智能解决方案来获得有价值的见解。其次，需要注意的是，这些技术也引发了伦理问题。总的来说，人工智能的潜力是巨大的，因此确保其负责任地发展是至关重要的。综上所述，人工智能将继续塑造工作和社会的未来。';
