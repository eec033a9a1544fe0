package io.github.shogunsdk.cli.web;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.NOPLoggerFactory;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The logging of the libraries in {@code shogun.jar} (Jetty logs through SLF4J): none. Jetty
 * warns of every oversized head a client sends, and without a provider SLF4J itself prints a
 * warning on standard error; {@code shogun serve} writes nothing per request, and reports an
 * internal error itself, in one line. Registered as SLF4J's service provider in the command line's
 * jar, which is an application, never a library others depend on.
 */
public final class QuietLogging implements SLF4JServiceProvider {

    private final ILoggerFactory loggers = new NOPLoggerFactory();
    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter context = new NOPMDCAdapter();

    /** Creates the provider; SLF4J's service loader does. */
    public QuietLogging() {
    }

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return context;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {
        // Nothing to set up: every logger drops what it is given.
    }
}
