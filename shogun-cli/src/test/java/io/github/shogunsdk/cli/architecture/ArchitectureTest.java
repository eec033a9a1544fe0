package io.github.shogunsdk.cli.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The command line's architecture, checked on its compiled classes (tests excluded):
 * <ul>
 *   <li>the web game's games, engine jobs, registry, quotas and origin policy
 *       ({@code cli.web.game}) know nothing of the HTTP server that carries them ({@code cli.web})
 *       nor of its JSON library, so another server can carry the same games;</li>
 *   <li>the server clocks ({@code cli.web.clock}) and the seats and two-player flow
 *       ({@code cli.web.seat}) are pure domain: no HTTP or WebSocket server, no database, no JSON
 *       library, no network, and not the games' sessions either (those will use them, not the
 *       other way round);</li>
 *   <li>the store of the games ({@code cli.web.store}) knows neither the HTTP server nor the
 *       games' domain: it keeps rows of text;</li>
 *   <li>the web game's domain (games, and the store, clocks and seats beside them) imports
 *       nothing of Jetty, the server that carries it;</li>
 *   <li>of the core, the command line uses the engine protocol's grammar
 *       ({@code core.internal.protocol}) alone, which it shares with the SDK's protocol client;
 *       everything else it reaches through the API.</li>
 * </ul>
 */
@AnalyzeClasses(packages = "io.github.shogunsdk.cli", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule theWebGameKnowsNoHttp = noClasses()
            .that().resideInAPackage("io.github.shogunsdk.cli.web.game..")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.shogunsdk.cli.web", "com.fasterxml..");

    @ArchTest
    static final ArchRule clocksAndSeatsArePureDomain = noClasses()
            .that().resideInAnyPackage("io.github.shogunsdk.cli.web.clock..", "io.github.shogunsdk.cli.web.seat..")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.shogunsdk.cli.web", "io.github.shogunsdk.cli.web.game..",
                    "org.eclipse.jetty..", "java.sql..", "javax.sql..", "com.fasterxml..", "java.net..");

    @ArchTest
    static final ArchRule theStoreKnowsNeitherHttpNorTheGames = noClasses()
            .that().resideInAPackage("io.github.shogunsdk.cli.web.store..")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.shogunsdk.cli.web",
                    "io.github.shogunsdk.cli.web.game..", "org.eclipse.jetty..", "com.fasterxml..");

    @ArchTest
    static final ArchRule theWebGamesDomainKnowsNoJetty = noClasses()
            .that().resideInAnyPackage("io.github.shogunsdk.cli.web.game..", "io.github.shogunsdk.cli.web.store..",
                    "io.github.shogunsdk.cli.web.clock..", "io.github.shogunsdk.cli.web.seat..")
            .should().dependOnClassesThat().resideInAPackage("org.eclipse.jetty..");

    @ArchTest
    static final ArchRule ofTheCoreOnlyTheProtocolGrammarIsUsed = noClasses()
            .that().resideInAPackage("io.github.shogunsdk.cli..")
            .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("io.github.shogunsdk.core..")
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage(
                            "io.github.shogunsdk.core.internal.protocol.."))));
}
