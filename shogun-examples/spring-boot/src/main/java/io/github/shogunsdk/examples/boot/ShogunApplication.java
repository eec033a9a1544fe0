package io.github.shogunsdk.examples.boot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot web application that uses the Shogun SDK and answers in JSON. It configures no
 * JSON at all: the SDK's Jackson module on the class path registers itself in Boot's mapper
 * (shogun-jackson in Spring Boot 3, shogun-jackson3 in Spring Boot 4). The same source builds
 * both applications.
 */
@SpringBootApplication
public class ShogunApplication {

    /** Creates the application's configuration; Spring does this. */
    public ShogunApplication() {
    }

    /**
     * Starts the application.
     *
     * @param args Spring Boot's command-line arguments, such as {@code --server.port=8080}
     */
    public static void main(String[] args) {
        SpringApplication.run(ShogunApplication.class, args);
    }
}
