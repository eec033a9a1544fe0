package io.github.shogunsdk.boot4app;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot 4 web application that uses the Shogun SDK and answers in JSON. It configures no
 * JSON at all: shogun-jackson3, on the class path, is found by Boot's JsonMapper.
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
