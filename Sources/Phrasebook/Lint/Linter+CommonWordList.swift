extension Linter {
    /// About 4,200 frequent English words, written by hand for Phrasebook:
    /// what a large-vocabulary speech recogniser writes when it hears a
    /// name it does not know. Function words, numbers, everyday verbs and
    /// the regular past of each (`packed`: "Pakt" is heard as it), nouns
    /// and adjectives, frequent inflected forms and homophones, a
    /// few hundred common given names (recognisers write "lee" and "ray"
    /// as readily as "then"), and the plain English words of our own docs
    /// and sample phrases (`glacier`, `server`, `espresso`), but none of
    /// their invented names.
    ///
    /// Not copied from a dictionary or a frequency list; nothing reads it
    /// but `CommonWords`. A word added here stops names made of it from
    /// being reported, and lets names that sound like it be reported.
    static let commonWordList = """
        a an the and or but nor so yet if then than that this these those there here where when what
        which who whom whose why how i me my mine myself you your yours yourself he him his himself she
        her hers herself it its itself we us our ours ourselves they them their theirs themselves one
        two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
        seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred
        thousand million billion zero first second third fourth fifth sixth seventh eighth ninth tenth
        last next half double single once twice be am is are was were been being have has had having do
        does did done doing will would shall should can could may might must ought not no yes yeah okay
        ok please thanks thank hello hi hey bye goodbye sorry oh ah well about above across after
        against along among around at before behind below beneath beside besides between beyond by down
        during except for from in inside into like near of off on onto out outside over past since
        through throughout till to toward towards under underneath until up upon with within without all
        any anybody anyone anything anywhere both each either every everybody everyone everything
        everywhere few many more most much neither nobody none nothing nowhere other others same several
        some somebody someone something somewhere such enough own again almost already also always away
        back even ever far just least less maybe never now often only perhaps quite rather really right
        soon still sometimes too very together usually instead later early today tonight tomorrow
        yesterday ago go goes went gone going get gets got gotten getting make makes made making take
        takes took taken taking come comes came coming see sees saw seen seeing know knows knew known
        think thought look looks looked looking want wanted give gave given use used find found tell
        told ask asked work worked seem seemed feel felt try tried leave left call called need needed
        mean meant keep kept let put begin began begun help helped show showed shown hear heard play
        played run ran move moved live lived believe bring brought happen happened write wrote written
        sit sat stand stood lose lost pay paid meet met include continue set learn learned change
        changed lead led understand understood watch watched follow followed stop stopped create created
        speak spoke spoken read spend spent grow grew grown open opened walk walked win won offer
        remember remembered love loved consider appear buy bought wait waited serve die died send sent
        expect build built stay fall fell fallen cut reach kill killed remain suggest raise pass sell
        sold require report decide pull add added agree allow answer apply arrive attack avoid bake bear
        beat become became bend bet bind bite bit bleed blow blew bless boil borrow bounce bow break
        broke broken breathe breed brush burn burst bury calm care carry catch caught cause celebrate
        chase check cheer chew choose chose chosen claim clean clear climb close collect comb compare
        complain complete connect contain control cook copy correct cost count cover crash crawl cross
        cry dance dare deal dealt deliver depend describe deserve destroy develop dig dive divide drag
        draw drew drawn dream dress drink drank drive drove driven drop dry earn eat ate eaten enjoy
        enter escape explain explore face fail feed fed fight fought fill finish fit fix flash float
        flow fly flew flown fold forget forgot forgive freeze froze guess hang hate heat hide hid hit
        hold held hope hug hunt hurry hurt imagine improve invite join joke jump kick kiss kneel knit
        knock laugh lay lie lift light listen lock log mark marry match matter measure melt mind miss
        mix name note notice obey order pack paint park pick place plan plant point pour pray prefer
        prepare press pretend print promise protect prove push race rain rank rate relax release rely
        repeat reply rest return ride rode ridden ring rang rise rose risen roll rub rush save say said
        scan scare score scream search seek sought settle shake shook share shine shoot shot shout shut
        sign sing sang sung sink sleep slept slide slip smell smile smoke snow solve sort sound spell
        spill spin split spread squeeze start steal stole stick stuck sting store strike struck study
        succeed suffer supply support suppose surprise swim swam swing switch talk taste teach taught
        tear tore test throw threw thrown tie touch train travel treat trust turn type unlock visit vote
        wake woke warn wash waste wave wear wore worn weigh whisper wish wonder worry wrap yell
        believed included continued offered considered appeared served expected stayed reached remained
        suggested raised passed required reported decided pulled agreed allowed answered applied arrived
        attacked avoided baked boiled borrowed bounced bowed breathed brushed burned buried calmed cared
        carried caused celebrated chased checked cheered chewed claimed cleaned cleared climbed closed
        collected combed compared complained completed connected contained controlled cooked copied
        corrected counted covered crashed crawled crossed danced dared delivered depended described
        deserved destroyed developed dived divided dragged dreamed dressed dropped earned enjoyed
        entered escaped explained explored faced failed filled finished fitted fixed flashed floated
        flowed folded guessed hated heated hoped hugged hunted hurried imagined improved invited joined
        joked jumped kicked kissed knocked laughed lifted listened locked logged marked married matched
        mattered measured melted minded missed mixed named noted noticed obeyed ordered packed painted
        parked picked placed planned planted pointed poured prayed preferred prepared pressed pretended
        printed promised protected proved pushed raced rained ranked rated relaxed released relied
        repeated replied rested returned rolled rubbed rushed saved scanned scared scored screamed
        searched settled shared shouted signed slipped smelled smiled smoked snowed solved sorted
        sounded spelled spilled squeezed started stored studied suffered supplied supported supposed
        surprised switched talked tasted tested touched trained traveled treated trusted turned typed
        unlocked visited voted warned washed wasted waved whispered wished wondered wrapped yelled
        air area
        art baby bag ball bank bar base bath bed bill bird blood board boat body bone book border bottom
        box boy brain bread breakfast brother building bus business cake camera camp capital car card
        case cash cat center chair chance character chart chicken child children church city class clock
        cloud club coast coat coffee cold college color community company computer corner country couple
        course court cousin cow cup customer dad daughter day death desk dinner doctor dog door driver
        ear earth east edge egg end energy engine evening event example eye fact family farm father fear
        field figure film finger fire fish floor flower food foot feet forest form friend front fruit
        future game garden gas girl glass gold government grass ground group guest gun hair hall hand
        head health heart hill history hole home horse hospital hotel hour house husband idea island job
        key kid kind kitchen knife lady lake land language law leg letter level life line lip list lunch
        machine man men map market meal meat member memory message middle milk minute mirror money month
        moon morning mother mountain mouth movie music nation nature neck news newspaper night noise
        north nose number ocean office oil page pain paper parent part party peace pen people person
        phone picture piece plane plate player pocket police pool post power price problem program
        question radio reason record restaurant river road rock roof room rule school sea season seat
        secret sense shape ship shirt shoe shop side sister size skin sky son song soul soup south space
        sport spring square star state station step stone story street student summer sun system table
        teacher team teeth term thing time tooth top town tree trip truth uncle unit valley view village
        voice wall war water way weather week weekend west wife wind window winter woman women wood word
        world year able bad beautiful big black blue bright brown busy careful certain cheap cool dark
        dead deep different difficult dirty easy empty expensive fair false famous fast fat fine flat
        free fresh full funny good great green happy hard heavy high hot huge important large late lazy
        long loud low lucky main modern narrow new nice old orange pink poor possible pretty proud
        public purple quick quiet ready real red rich round sad safe sharp short sick simple slow small
        smart soft special strong sweet tall thick thin tired true ugly warm weak wet white whole wide
        wild wise wrong yellow young accept account action activity actor actual address adult advice
        afraid afternoon age agent ahead aim alarm album alive alone amount angel anger angle animal
        ankle annual another apart apartment apple april arm army arrow article artist aside asleep
        attention aunt author autumn average awake award aware background badge baker balance balloon
        band bare barn basket battle beach bean beard beast bee beer bell belt bench berry bicycle bike
        bin birth birthday blade blank blanket blind block blond bloom bomb bond bonus boot boss bottle
        bowl branch brand brave brick bride bridge brief broad bubble bucket budget bug bull bunch
        burger butter button cabin cable cafe cage calendar campaign cancel candle candy cap captain
        career cargo carpet castle cattle cave ceiling cell chain chalk champion channel chapter charge
        cheek cheese chef chest chief chin chip chocolate choice circle clay clerk cliff climate clothes
        coach coin collar combat comfort comment common concert contest cookie copper cord corn costume
        cotton couch cough crab craft cream crew crime crop crowd crown cruise crystal cupboard curtain
        curve cushion dairy damage danger date dawn deer degree delay dentist design detail device
        diamond diary diet direction dirt dish disk distance doll dollar dot dozen draft dragon drawer
        drill drum duck dust duty eagle economy effect effort elbow election element elephant elevator
        email emergency empire enemy engineer entrance envelope error essay evidence exam exercise exit
        expert fabric factory faith fan farmer fashion fault favor favorite feather feature fee fence
        festival fever fiction file final finance firm flag flame fleet flight flood flour focus fog
        folder folk font fork fortune fox frame freedom friday frog frost fuel fun fund fur furniture
        gallery gap garage gate gear gem gift glove glue goal goat grade grain grape gravity grocery
        guard guide guitar gym habit hammer harbor hat hawk heaven height hero highway hint hobby
        holiday honey hook horn host hunger ice image inch income index ink insect iron item jacket jam
        jar jaw jeans jelly jewel joint journey judge juice july june jungle jury kettle king kingdom
        kite knee knot label lab ladder lamp lane laptop laundry lawn lawyer layer leader leaf league
        leather lecture lemon lesson library lid lion liquid loan lobby lord loss luck luggage magazine
        mail manager manner marble march marriage mask mass master mat meadow medal medicine melon menu
        metal meter method mile mill mission mistake model moment monday monkey mood motor mouse mud
        muscle museum mushroom nail napkin needle neighbor nerve nest net nickel noon novel nurse nut
        oak object oven owner pace pad palace palm pan pants parade parcel pardon passenger passport
        pasta path patient pattern pause peach peanut pear pearl pencil pepper pet photo piano pie pig
        pile pill pillow pilot pin pine pipe pit pizza plastic platform plot plug poem poet pole pony
        pork port pot potato pound powder prayer president pride prince princess prison prize profit
        project proof pump pupil puppy purse puzzle quarter queen quest rabbit rail ram ranch rat ray
        razor receipt recipe reward rhythm rib ribbon rice robot rocket rod role root rope rug ruler
        sack sail salad salary salt sample sand sandwich sauce saturday scale scarf scene schedule
        science scissors screen seal seed sentence series shade shadow sheep sheet shelf shell shelter
        shift shore shoulder shower sight silk silver singer skirt slice slope snack snake soap sock
        sofa soil soldier solution speech speed spider spirit sponge spoon spot stage stair stamp steak
        steam steel stem stomach storm stove strain straw stream string stripe suit sunday supper
        surface sweater sword symbol tail tale tank tape target task tax tea temple tent thread throat
        thumb thunder thursday ticket tiger tile tip title toast toe toilet tomato tongue tool topic
        torch tour towel tower toy track trade traffic trail trap tray treasure trial trick truck trunk
        tube tuesday tunnel turkey twin umbrella uniform universe university user vacation van vase
        vegetable vehicle vest victory video violin visitor volume wagon waist wallet wealth weapon web
        wedding wednesday weed wheel whale whip wing wire wolf wool worm wound wrist yard yarn youth
        zone zoo actually anyway basically certainly clearly completely directly easily especially
        exactly finally generally honestly hopefully immediately mostly nearly obviously probably
        quickly recently seriously simply slowly suddenly surely totally truly ability absence academy
        accident access accountant achievement addition administration admission adventure advertisement
        affair agency agenda agreement aid airline airport alcohol alley alliance alternative ambition
        analysis ancestor anniversary announcement anxiety apology appeal appearance appetite
        application appointment approach approval arch architect argument arrival aspect assembly
        assignment assistant association assumption atmosphere attempt attitude attraction audience
        authority automobile avenue bachelor bacon bakery bamboo bandage barrel bay beauty behavior
        belief benefit biology blast blessing boom boundary bowling bracelet brake breath breeze
        broadcast buffalo bullet bundle burden bureau butterfly cabinet calculation canal candidate
        canvas capacity carbon carriage cartoon category celebration cemetery ceremony certificate
        chamber championship chaos charity charm chemistry childhood chimney choir chorus cinema circus
        citizen civilization clinic closet clue coalition code collection colony column comedy commander
        commission committee companion comparison competition complaint concept concern conclusion
        condition conference confidence conflict congress connection conscience consequence construction
        consumer contact content context contract contrast contribution convention conversation
        cooperation corporation cottage council counter courage creature credit crisis critic culture
        curiosity currency current cycle database deadline debate debt decade decision declaration
        defense definition delivery demand democracy department departure deposit depression description
        desert desire destination destruction detective determination development diagram dialogue
        dictionary difference difficulty dimension dinosaur diploma disaster discipline discount
        discovery discussion disease display district division document domain donation drama duration
        ease education efficiency electricity emotion emphasis employee employer encounter encouragement
        engagement entertainment enthusiasm entry environment episode equipment era estate evaluation
        examination exception exchange excitement excuse executive exhibition existence expansion
        expectation expedition experience experiment explanation explosion expression extension extent
        facility failure fame fantasy fare fate fatigue federation feedback fellow female fiber finding
        fitness flavor flesh fluid formation formula foundation fountain fraction fragment framework
        frequency friendship frontier function funeral galaxy garbage gender generation genius gesture
        ghost giant glory grace graduate grammar grandfather grandmother grant gratitude greeting
        guarantee guidance guilt hardware harmony harvest headline headquarters heritage highlight
        hospitality household humor hunter hurricane hypothesis identity illness illustration impact
        implication impression improvement incident increase independence indication individual industry
        infant inflation influence information ingredient initiative injury inn innovation input inquiry
        insight inspection inspiration installation instance institution instruction instrument
        insurance intelligence intention interaction interest interior internet interval interview
        introduction invasion invention investigation investment invitation issue journal journalist joy
        justice keyboard knowledge laboratory landscape laughter launch lawsuit leadership legend length
        liberty license lifestyle limit link literature location logic luxury magic maintenance majority
        male management manufacturer margin marketing mayor meaning mechanism media meeting membership
        mention merchant mercy merit midnight migration military mineral minister minority miracle
        mixture monitor monster monument motion motivation movement murder mystery myth narrative navy
        negotiation network newcomer nightmare nomination notebook notion nutrition objective obligation
        observation occasion occupation offense officer opening opera operation operator opinion
        opponent opportunity opposition option orchestra organization origin outcome outfit output
        oxygen package painting pair panel panic parking participant partner passage passion patience
        payment penalty pension percentage perception performance period permission personality
        perspective philosophy phrase physics pioneer planet plenty poetry policy politics pollution
        popularity population portion portrait position possession possibility poster potential poverty
        practice preference pregnancy preparation presence presentation pressure prevention priest
        principal principle priority privacy procedure process producer product production profession
        professor profile progress promotion property proportion proposal prospect protection protest
        psychology publication punishment purchase purpose qualification quality quantity range ratio
        reaction reader reality recession recommendation recovery reduction reference reflection reform
        refrigerator region registration regret relation relationship relative relief religion remark
        reminder rent repair replacement representative reputation request rescue research reservation
        resident resolution resource respect response responsibility result retirement revenue review
        revolution risk rival routine safety sake satisfaction scandal scholar scholarship scientist
        scope scratch sculpture section sector security selection self seminar senate senator sensation
        sequence servant session settlement shame shock shortage signal signature silence similarity sin
        situation skill slave slogan society software source speaker species specialist spectrum
        spending sphere sponsor stability stadium staff standard statement statue status storage
        strategy strength stress structure struggle studio style subject substance suburb success
        suggestion summary summit supermarket supplier surgery surgeon survey survival survivor suspect
        sympathy tactic talent technique technology teenager telephone television temperature tendency
        tension territory testimony texture theater theme theory therapy threat tissue tone tournament
        tradition tragedy transition translation transport treatment treaty trend tribe trouble
        uncertainty understanding union unity urge usage validity variety venture version victim viewer
        violence virtue vision volunteer warning weakness welfare willingness wisdom withdrawal witness
        workshop alright awesome cute crazy dear fancy gorgeous grand lovely mad neat nuts silly sure
        wow january february august september october november december weekday gray grey america
        american england english britain british france french germany german spain spanish italy
        italian china chinese japan japanese canada india mexico europe european africa asia australia
        russia paris london york texas california florida john james robert michael william david
        richard joseph thomas charles chris daniel matthew anthony donald steven paul andrew joshua
        kevin brian george edward ronald timothy jason jeffrey ryan jacob gary nicholas eric jonathan
        stephen larry justin scott brandon frank benjamin gregory samuel raymond patrick alexander jack
        dennis jerry tyler aaron henry adam peter nathan zachary walter kyle harold carl jeremy keith
        roger gerald ethan arthur terry christian sean lawrence austin joe noah jesse albert bryan billy
        bruce willie jordan dylan alan ralph gabriel roy juan wayne eugene logan randy louis russell
        vincent philip bobby johnny bradley mary patricia jennifer linda elizabeth barbara susan jessica
        sarah karen lisa nancy betty margaret sandra ashley kimberly emily donna michelle carol amanda
        dorothy melissa deborah stephanie rebecca sharon laura cynthia kathleen amy angela shirley anna
        brenda pamela emma nicole helen samantha katherine christine debra rachel carolyn janet
        catherine maria heather diane ruth julie olivia joyce virginia victoria kelly lauren christina
        joan evelyn judith megan andrea cheryl hannah jacqueline martha gloria teresa ann sara madison
        frances kathryn janice jean abigail alice judy sophia denise amber doris marilyn danielle
        beverly isabella theresa diana natalie brittany charlotte marie kayla alexis lori lee ben bob
        tom tim dan sam max mike jim ken rob ted tony nick matt pat kim kate jane jill jen liz sue meg
        eve lily ivy google amazon facebook twitter youtube netflix microsoft windows iphone android
        absolutely according acid acre act active actress ad adjust admire admit adopt advance advanced
        advise affect afford african afterward aggressive agricultural aide airplane aisle alien alike
        alter amazing ancient angry announce annoy anxious apparent apparently appreciate appropriate
        approve arise arrange arrest ashamed asian assess assist assume assure athlete attach attend
        attract attractive auction available awful balanced barely basic basis basketball bathroom
        battery beam bedroom beef beg behave belong beloved bent bible biological bitter blame blink
        blossom boast bold booth bored boring born bother breast brilliant brutal buddy bunny butt
        calculate campus capable capture carefully casual catalog catholic cease challenge
        characteristic charming cheat cheerful chemical chill chop chunk cigarette circuit civil classic
        classroom click client clinical clothing cluster collapse colleague colonial comfortable command
        commercial commit communicate compete complex complicated component compose comprehensive
        compute concentrate concrete confess confident confirm confront confuse congratulations
        conscious conservative considerable consist constant constitute construct consult consume
        contemporary convert convince cope core corporate counsel crack creative credible criminal
        critical crucial cruel crush cure curious daily damn deaf decent declare decline decorate deeply
        defeat defend define definitely delicate delicious delight demonstrate deny deputy derive
        desperate despite detect determine devil devote differ digital dim dining disabled disagree
        disappear discover dismiss distinct distinguish disturb divine divorce dizzy domestic dominant
        donate doubt downtown drain dramatic drift drown drug drunk due dull dumb dump eager earnest
        eastern economic edit educate elderly elect electric electronic elegant eliminate elite embrace
        emerge emotional enable endless endure enforce engage enhance enormous ensure entire entirely
        equal equally equivalent essential establish estimate ethnic evaluate evil evident evolve exact
        examine excellent exceptional excess exciting exclusive exhaust exist exotic expand expose
        extend extra extraordinary extreme fabulous facial faint familiar fantastic fascinating fatal
        federal feminine fierce filthy financial firmly fiscal flexible flip fluffy foolish forbid
        foreign formal former forth fortunate forward frankly frequent frequently friendly frightened
        frozen fruitful frustrated fully fundamental furious gain gay generous gentle genuine glad
        global gloomy glorious golden gradual gradually grab grateful grave greatly grin grip gross
        guilty handsome handy harsh healthy helpful helpless hidden historic holy honest horrible
        hostile humble hungry ideal identical ignore ill illegal immense immune impatient impose
        impossible impressive incredible indeed independent indicate industrial inevitable infinite
        informal initial injure innocent insane insist inspire install intense internal international
        invisible involve jealous jolly junior keen kindly largely lately latter lean legal legitimate
        lend liberal likely limited literally lively local lonely loose loyal magnificent maintain major
        manage manual marine massive mature maximum medical medium mental mere merely mild minimal minor
        minus mobile moderate modest moral moreover mortal mutual naked nasty national native natural
        naval nearby necessary negative nervous neutral noble normal notable nuclear numerous obvious
        occasional odd official ongoing optimistic oral ordinary organic original outer overall overseas
        painful pale parallel partial particular passive peaceful peculiar perfect permanent personal
        physical plain pleasant plus polite political popular portable positive powerful practical
        precious precise pregnant premium present previous primary prime prior private proper
        prospective psychological pure radical rapid rare rational raw realistic reasonable recent
        regional regular related relevant reliable religious remarkable remote reserve respective
        responsible restless retail rigid romantic rough royal rude rural sacred scary scientific
        secondary secure senior sensitive separate serious severe sexual shallow sheer shy significant
        silent similar sincere skinny slight slim smooth sober social solar solid sophisticated sore
        sour spare specific spicy spiritual splendid stable steady steep sticky stiff strange strict
        stupid subtle sudden sufficient suitable super superb superior supreme swift technical temporary
        tender terrible terrific thankful theoretical thorough tight tiny tough traditional tragic
        tremendous tropical typical ultimate unable unique universal unknown unlike unusual upper upset
        urban urgent useful useless usual vague valid valuable various vast verbal vertical violent
        virtual visible visual vital vivid vocal voluntary vulnerable wealthy weekly weird western
        wicked willing wooden worldwide worried worse worst worth worthy app apps bluetooth browser chat
        contacts download files inbox notes online password photos playlist podcast settings songs
        tablet text timer update upload website wifi latte espresso sugar soda wine banana cherry carrot
        onion garlic meditation mindfulness breathing yoga workout jog stretch steps calories weight
        lights heater thermostat living hallway porch basement attic todo skip shuffle louder quieter
        mute unmute paste delete remove undo redo resume tide waves lightning rainbow sunrise sunset
        mist dew hail drought cloudy sunny rainy windy snowy foggy times days years things words hands
        eyes ways weeks months hours minutes seconds friends parents kids rooms games cars places names
        lives tied lied cried dried fried spied lies ties tries cries flies skies says gives seems feels
        thinks wants needs likes loves works plays runs calls asks uses tells keeps starts turns shows
        opens laid while because although though unless whether however therefore thus meanwhile
        otherwise whereas whenever wherever whoever whatever whichever via per versus amongst best
        better little lesser general central total lots value values intent default query template
        shortcut ambiguous tag tags perform info dialog navigate reload optional coverage cannot compile
        developer slot load data generic format invalid bound transcript timeout server refused peak
        longer terminal subtitle preset regression prompt filter execute dependency tagged synonym swap
        service reduced prefix pending lower idle behaviour array stack suite row rows quote punctuation
        mount median pickup generated continent brackets workers usable trimmed token tokens syntax
        restart rename recognize quoted newline invariant insertion directory diagnostic deletion decode
        compound width writer variable unrelated spelling scheme shrink random plural prevent parsing
        older notation microphone localized literal lacks kernel icy handle handles further flaky filler
        exceed dynamic encoding edition disconnected digit developers defaults debug creek credentials
        compatibility compact collision collide cache buffer bounds adjacent activation salmon americano
        cappuccino mocha decaf meditate glacier turtle saint abstract veto spotlight backend bedtime
        brew streak landmark parameter handler vowel consonant recogniser recognizer syllable printer
        worker dancer runner winner designer banker butcher painter plumber sticker trainer sneaker
        charger cooler freezer toaster blender mixer cleaner washer dryer locker lover rider stuff guy
        guys folks mom mum grandma grandpa granny auntie nanny babies lounge commute commuter uptown
        subway metro tram taxi cab rides scooter ferry mug pint liter litre ounce gallon gram kilo sweat
        sweaty spray sprayed watered plants leaves petal cactus tulip daisy orchid basil mint herb
        brighter dimmer lamps bulb outlet socket blinds curtains speakers tv projector console expense
        expenses savings debit bills fees taxes groceries takeaway takeout subscription suits site cite
        rite knight fore ware witch reign rein rowed sale easier easiest harder hardest quicker quickest
        slower faster bigger biggest smaller smallest longest shorter higher highest lowest newer newest
        oldest younger greater greatest nicer warmer colder hotter unlikely likewise whereby anyhow
        fiddle stare charlie somehow someday sometime meantime outdoor indoor offline upstairs downstairs abroad alongside
        """
}
