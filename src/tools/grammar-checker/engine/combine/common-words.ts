/**
 * Very frequent English words, written out by hand: when two spelling suggestions are equally close
 * ("wich" → "wish" or "which"), the frequent word is the likelier intent. Not a frequency list,
 * only a tie-breaker.
 */
export const COMMON_WORDS = new Set(
  `the be to of and a in that have i it for not on with he as you do at this but his by from they we say her
  she or an will my one all would there their what so up out if about who get which go me when make can like
  time no just him know take people into year your good some could them see other than then now look only
  come its over think also back after use two how our work first well way even new want because any these
  give day most us is are was were been has had did does said made went going gone thing things many much
  very through though thought although should while where why before between life world school student
  students study studies teacher teachers learn learning knowledge important different example children
  child family friends friend parents money country city society government problem problems young old
  person place help become became believe really always never often sometimes every each own same another
  such still around during without however therefore because since until enough both few more less better
  best worse worst easy difficult possible necessary especially education experience information technology
  science sciences environment health job jobs company companies product products advertisement advertisements
  car cars travel tourist tourism culture history future idea ideas opinion reason reasons result results
  number system public nature human humans women men man woman world which whether whole either neither
  write writing wrote written read reading speak speaking language english answer question questions age
  don't doesn't didn't can't won't isn't aren't wasn't weren't shouldn't wouldn't couldn't it's i'm that's there's`.split(/\s+/),
);
