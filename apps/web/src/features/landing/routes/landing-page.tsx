import { AboutSection } from '../components/about-section.tsx'
import { DemoSection } from '../components/demo-section.tsx'
import { HeroSection } from '../components/hero-section.tsx'
import { HowItWorksSection } from '../components/how-it-works-section.tsx'

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <AboutSection />
      <DemoSection />
    </>
  )
}
